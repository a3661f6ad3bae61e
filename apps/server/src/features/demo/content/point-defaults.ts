import { type Point, pointDefaults } from '@percurso/shared';
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
    ...pointDefaults(),
    createdAt: DEMO_CREATED_AT,
    ...draft,
  };
}
