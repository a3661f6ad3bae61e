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

/**
 * A point unlocked by a plain tap, with no extras, in the defaults of the spec. The demo narration
 * speaks the description (scripts/demo-media/make-narration.ts), so that is its transcript.
 */
export function buildPoint(draft: PointDraft): Point {
  const narrated = Object.values(draft.audio ?? {}).some(Boolean);
  return {
    ...pointDefaults(),
    createdAt: DEMO_CREATED_AT,
    ...(narrated ? { audioTranscript: draft.description } : {}),
    ...draft,
  };
}
