import type { GuideMap, Journey } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import {
  changeGuide,
  clampToPlan,
  draftErrors,
  emptyDraft,
  emptyQuestionnaire,
  firstPointMap,
  type GuideContent,
  setExtraJourneys,
  setMainJourney,
  stopNumberErrors,
  suggestedStopNumber,
  toPointInput,
  toPointUpdate,
} from './point-draft.ts';

const journey = (id: string, pointOrder: string[] = []): Journey => ({
  id,
  guideId: 'g2',
  name: { pt: id },
  description: {},
  pointOrder,
  enabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const map = (id: string, position: number, type: GuideMap['type'] = 'floorPlan'): GuideMap => ({
  id,
  guideId: 'g2',
  name: { pt: id },
  type,
  position,
  ...(type === 'floorPlan' ? { fileUrl: `/media/${id}.svg`, width: 1600, height: 1000 } : {}),
});

const otherGuide: GuideContent = {
  journeyOrder: ['j-second', 'j-first'],
  journeys: [journey('j-first'), journey('j-second', ['p-b', 'p-a'])],
  maps: [map('m-plan', 0), map('m-geo', 1, 'geographic')],
  points: [
    { id: 'p-a', journeyIds: ['j-second'], mapId: 'm-plan' },
    { id: 'p-b', journeyIds: ['j-second'], mapId: 'm-geo' },
  ],
};

describe('changing the guide of a point (spec §4)', () => {
  const placed = { ...emptyDraft('g1'), journeyIds: ['j1', 'j2'], mapId: 'm1', x: 10, y: 20 };

  it('clears the journeys and the map, with its place on that map', () => {
    const moved = changeGuide(placed, 'g2', undefined);
    expect(moved.guideId).toBe('g2');
    expect(moved.journeyIds).toEqual([]);
    expect(moved.mapId).toBeUndefined();
    expect(moved.x).toBeUndefined();
    expect(moved.y).toBeUndefined();
  });

  it("selects the guide's first journey and the map of its first point", () => {
    const moved = changeGuide(placed, 'g2', otherGuide);
    expect(moved.journeyIds).toEqual(['j-second']);
    // p-b comes first in j-second's order, and sits on the georeferenced map.
    expect(moved.mapId).toBe('m-geo');
    expect(moved.x).toBeUndefined();
  });

  it('falls back to the first map when no point has one, and to nothing on an empty guide', () => {
    const noPoints = { ...otherGuide, points: [] };
    expect(firstPointMap(noPoints)?.id).toBe('m-plan');
    const empty: GuideContent = { journeyOrder: [], journeys: [], maps: [], points: [] };
    const moved = changeGuide(placed, 'g3', empty);
    expect(moved.journeyIds).toEqual([]);
    expect(moved.mapId).toBeUndefined();
  });
});

describe('stop numbers', () => {
  const numbered: GuideContent = {
    ...otherGuide,
    points: [
      { id: 'p-a', journeyIds: [], stopNumber: 4 },
      { id: 'p-b', journeyIds: [], stopNumber: 9 },
      { id: 'p-c', journeyIds: [] },
    ],
  };

  it("suggests one more than the guide's highest number, for a new point and one moved to the guide", () => {
    expect(suggestedStopNumber(numbered)).toBe(10);
    expect(suggestedStopNumber(numbered, 'p-b')).toBe(5);
    expect(changeGuide(emptyDraft('g1'), 'g2', numbered).stopNumber).toBe(10);
    // Until the new guide is loaded, the old guide's number is not kept.
    expect(changeGuide({ ...emptyDraft('g1'), stopNumber: 3 }, 'g2', undefined).stopNumber).toBeUndefined();
  });

  it('says before saving that another point of the guide has the number', () => {
    const draft = { ...emptyDraft('g2'), stopNumber: 9 };
    expect(stopNumberErrors(draft, numbered)).toEqual([{ field: 'stopNumber', code: 'stop-number-taken' }]);
    expect(stopNumberErrors(draft, numbered, 'p-b')).toEqual([]);
    expect(stopNumberErrors({ ...draft, stopNumber: undefined }, numbered)).toEqual([]);
  });

  it('refuses numbers outside 1–9999 with the spec-style code', () => {
    const errors = draftErrors({ ...emptyDraft('g2'), stopNumber: 0 });
    expect(errors).toContainEqual({ field: 'stopNumber', code: 'stop-number-invalid' });
  });
});

describe('journeys of a point', () => {
  it('keeps the main journey first and the extra ones once each', () => {
    let draft = setMainJourney(emptyDraft('g1'), 'j1');
    draft = setExtraJourneys(draft, ['j2', 'j1', 'j3', 'j2']);
    expect(draft.journeyIds).toEqual(['j1', 'j2', 'j3']);
    draft = setMainJourney(draft, 'j3');
    expect(draft.journeyIds).toEqual(['j3', 'j2']);
  });
});

describe('floor-plan place', () => {
  it('rounds to whole pixels and keeps the place inside the image', () => {
    expect(clampToPlan(120.6, -4, { width: 1600, height: 1000 })).toEqual({ x: 121, y: 0 });
    expect(clampToPlan(1700, 1000.2, { width: 1600, height: 1000 })).toEqual({ x: 1600, y: 1000 });
  });
});

describe('what the server would refuse (spec §5)', () => {
  const complete = { ...emptyDraft('g1'), name: { pt: 'Moenda' }, description: { pt: 'A moenda' }, journeyIds: ['j1'] };

  it('asks for name, description, guide and journey with the spec codes', () => {
    const codes = draftErrors({ ...emptyDraft(''), name: { en: 'Only English' } }).map((error) => error.code);
    expect(codes).toEqual(expect.arrayContaining(['name-empty', 'description-empty', 'guide-empty', 'journey-empty']));
    expect(draftErrors(complete)).toEqual([]);
    expect(draftErrors({ ...complete, name: { pt: '   ' } })).toEqual([{ field: 'name.pt', code: 'name-empty' }]);
  });

  it('needs coordinates for GPS unlocking', () => {
    expect(draftErrors({ ...complete, geolocation: true })).toEqual([
      { field: 'coordinates', code: 'coordinates-empty' },
    ]);
    expect(draftErrors({ ...complete, geolocation: true, coordinates: { latitude: -22.9, longitude: -43.2 } })).toEqual(
      [],
    );
  });

  it('drops media rows and file slots left empty instead of refusing the point', () => {
    const draft = {
      ...complete,
      medias: [
        { fileType: 'image' as const, url: '' },
        { fileType: 'audio' as const, url: '/media/a.mp3' },
      ],
      immersive: { raImages: ['', '/media/ra.png'], raVideos: [''] },
    };
    expect(draftErrors(draft)).toEqual([]);
    const input = toPointInput(draft);
    expect(input.medias).toEqual([{ fileType: 'audio', url: '/media/a.mp3' }]);
    expect(input.immersive.raImages).toEqual(['/media/ra.png']);
    expect(input.immersive.raVideos).toBeUndefined();
  });

  it('clears emptied optional fields with null in an update', () => {
    const update = toPointUpdate(complete);
    expect(update).toMatchObject({
      mapId: null,
      x: null,
      y: null,
      coordinates: null,
      questionnaire: null,
      mapIconSize: 70,
    });
    expect(toPointUpdate({ ...complete, mapId: 'm1', x: 3, y: 4 })).toMatchObject({ mapId: 'm1', x: 3, y: 4 });
  });
});

describe('a new quiz or poll', () => {
  it('starts open to answers', () => {
    expect(emptyQuestionnaire().open).toBe(true);
  });
});
