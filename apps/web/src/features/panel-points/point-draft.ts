import {
  DEFAULT_MAP_ICON_SIZE,
  type GuideMap,
  type Journey,
  type LocalizedText,
  orderByIds,
  type Point,
  type Questionnaire,
} from '@percurso/shared';

/** What the editor holds: a point without the fields the server owns (id, creation date). */
export type PointDraft = Omit<Point, 'id' | 'createdAt'>;

/** The part of a guide the editor needs to offer journeys and maps. */
export interface GuideContent {
  journeyOrder: readonly string[];
  journeys: readonly Journey[];
  maps: readonly GuideMap[];
  points: readonly Pick<Point, 'id' | 'journeyIds' | 'mapId'>[];
}

/** A new point of the guide, in the defaults of the spec (mapIconSize 70, enabled). */
export function emptyDraft(guideId: string): PointDraft {
  return {
    guideId,
    journeyIds: [],
    name: {},
    description: {},
    content: {},
    contentPreview: {},
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
  };
}

export function draftFromPoint(point: Point): PointDraft {
  const { id: _id, createdAt: _createdAt, ...draft } = point;
  return draft;
}

/** The guide's journeys in its journeyOrder. */
export function orderedJourneys(content: GuideContent): Journey[] {
  return orderByIds([...content.journeys], [...content.journeyOrder]);
}

/**
 * The map a new or moved point starts on: the map of the guide's first point (in the first
 * journey's order) that has one, else the guide's first map.
 */
export function firstPointMap(content: GuideContent): GuideMap | undefined {
  const maps = [...content.maps].sort((a, b) => a.position - b.position);
  const byId = new Map(maps.map((map) => [map.id, map]));
  const firstJourney = orderedJourneys(content)[0];
  const points = firstJourney
    ? orderByIds(
        content.points.filter((point) => point.journeyIds.includes(firstJourney.id)),
        firstJourney.pointOrder,
      )
    : [...content.points];
  for (const point of [...points, ...content.points]) {
    const map = point.mapId ? byId.get(point.mapId) : undefined;
    if (map) return map;
  }
  return maps[0];
}

/**
 * Spec §4: changing a point's guide clears its journey and map (and its place on that map);
 * selecting a guide selects its first journey and its first point's map. A georeferenced map
 * places points by coordinates, so x, y stay empty there.
 */
export function changeGuide(draft: PointDraft, guideId: string, content: GuideContent | undefined): PointDraft {
  const { mapId: _mapId, x: _x, y: _y, ...rest } = draft;
  const cleared: PointDraft = { ...rest, guideId, journeyIds: [] };
  if (!content) return cleared;
  const journey = orderedJourneys(content)[0];
  const map = firstPointMap(content);
  return {
    ...cleared,
    journeyIds: journey ? [journey.id] : [],
    ...(map ? { mapId: map.id } : {}),
  };
}

/** Sets the main journey (first of journeyIds), keeping the others once each. */
export function setMainJourney(draft: PointDraft, journeyId: string | null): PointDraft {
  const others = draft.journeyIds.slice(1).filter((id) => id !== journeyId);
  return { ...draft, journeyIds: journeyId ? [journeyId, ...others] : others };
}

/** Sets the extra journeys (multipleJourneys), after the main one. */
export function setExtraJourneys(draft: PointDraft, journeyIds: readonly string[]): PointDraft {
  const main = draft.journeyIds[0];
  const extra = journeyIds.filter((id) => id !== main);
  return { ...draft, journeyIds: main ? [main, ...new Set(extra)] : [...new Set(extra)] };
}

/** A place on a floor plan of width × height, rounded to whole pixels and kept inside the image. */
export function clampToPlan(x: number, y: number, plan: { width: number; height: number }): { x: number; y: number } {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  return { x: clamp(x, plan.width), y: clamp(y, plan.height) };
}

/** A quiz or poll that has not been written yet. */
export function emptyQuestionnaire(): Questionnaire {
  return { enabled: true, type: 'Enquete', open: false, content: {}, feedback: {}, questions: [] };
}

export type RequiredField = 'name' | 'description' | 'guide' | 'journey';

const hasText = (text: LocalizedText) => (text.pt ?? '').trim() !== '';

/**
 * Spec §5: a point needs a name, a description, a guide and a journey. Names and descriptions
 * need their Portuguese text (the source language). Answers the missing fields, in form order.
 */
export function missingFields(draft: PointDraft): RequiredField[] {
  const missing: RequiredField[] = [];
  if (!hasText(draft.name)) missing.push('name');
  if (!hasText(draft.description)) missing.push('description');
  if (draft.guideId.trim() === '') missing.push('guide');
  if (draft.journeyIds.length === 0) missing.push('journey');
  return missing;
}

/** Questions whose options are fewer than two (the server refuses them): their indexes. */
export function incompleteQuestions(questionnaire: Questionnaire | undefined): number[] {
  if (!questionnaire) return [];
  return questionnaire.questions.flatMap((question, index) => (question.options.length < 2 ? [index] : []));
}
