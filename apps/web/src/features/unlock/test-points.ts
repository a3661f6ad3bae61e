import type { Point } from '@percurso/shared';

/** A point as the guide bundle carries it, for the unlock tests. */
export function testPoint(id: string, changes: Partial<Point> = {}): Point {
  return {
    id,
    guideId: 'g1',
    journeyIds: ['j1'],
    name: { pt: id },
    description: {},
    content: {},
    contentPreview: {},
    mapIconSize: 70,
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
    createdAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}
