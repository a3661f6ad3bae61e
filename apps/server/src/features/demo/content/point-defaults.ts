import { DEFAULT_MAP_ICON_SIZE, type Point } from '@percurso/shared';
import { DEMO_CREATED_AT, type Translations } from './text.ts';

/** What a demo point must spell out; everything else falls back to the defaults below. */
export type PointDraft = Partial<Point> &
  Pick<Point, 'id' | 'guideId' | 'journeyIds'> & {
    name: Translations;
    description: Translations;
    content: Translations;
    contentPreview: Translations;
  };

/** A point unlocked by a plain tap, with no extras, in the defaults of the spec. */
export function buildPoint(draft: PointDraft): Point {
  return {
    mapIconSize: DEFAULT_MAP_ICON_SIZE,
    medias: [],
    sections: [],
    audio: {},
    geolocation: false,
    objectDetection: false,
    journeyRequired: false,
    qrRequired: false,
    qrNested: false,
    qrValidation: false,
    immersive: {},
    keywords: [],
    tags: [],
    enabled: true,
    createdAt: DEMO_CREATED_AT,
    ...draft,
  };
}
