import type { Point } from '@percurso/shared';
import { DEMO_IDS, museumPointId } from './ids.ts';
import { buildPoint, type PointDraft } from './point-defaults.ts';
import { demoMediaUrl, type Translations } from './text.ts';

export const MUSEUM_STEMS = [
  'moenda',
  'tacho',
  'formas',
  'casa-de-purgar',
  'balanca',
  'sacas',
  'torrador',
  'moedor',
  'porcelana',
  'mapa-rotas',
  'oratorio',
] as const;
export type MuseumStem = (typeof MUSEUM_STEMS)[number];

/**
 * Where each exhibit stands on the 1600 × 1000 floor plan (museum/floor-plan.svg). The plan's
 * art keeps these spots clear (FLOOR_PLAN_SPOTS in scripts/demo-media/lib/venue-art.mjs).
 */
export const MUSEUM_POINT_POSITIONS: Record<MuseumStem, { x: number; y: number }> = {
  moenda: { x: 200, y: 250 },
  tacho: { x: 520, y: 250 },
  formas: { x: 840, y: 250 },
  'casa-de-purgar': { x: 1160, y: 250 },
  balanca: { x: 1420, y: 420 },
  sacas: { x: 1160, y: 750 },
  torrador: { x: 840, y: 750 },
  moedor: { x: 620, y: 750 },
  porcelana: { x: 380, y: 750 },
  'mapa-rotas': { x: 180, y: 620 },
  oratorio: { x: 180, y: 850 },
};

/** A museum exhibit: placed on the floor plan, illustrated by `museum/<stem>.svg`. */
export function buildMuseumPoint(stem: MuseumStem, draft: Omit<PointDraft, 'id' | 'guideId'>): Point {
  return buildPoint({
    id: museumPointId(stem),
    guideId: DEMO_IDS.museum,
    mapId: DEMO_IDS.museumMap,
    ...MUSEUM_POINT_POSITIONS[stem],
    frontImage: demoMediaUrl(`museum/${stem}.svg`),
    ...draft,
  });
}

/** Titles shared by the extra sections of several exhibits. */
export const SECTION_TITLES = {
  howItWorked: { pt: 'Como funcionava', en: 'How it worked', es: 'Cómo funcionaba', fr: 'Comment ça marchait' },
  didYouKnow: { pt: 'Curiosidades', en: 'Did you know?', es: 'Curiosidades', fr: 'Le saviez-vous ?' },
} as const satisfies Record<string, Translations>;
