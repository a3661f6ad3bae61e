import {
  type ErrorCode,
  type GuideMap,
  isErrorCode,
  type Journey,
  type LocalizedText,
  type Media,
  nextStopNumber,
  orderByIds,
  type Point,
  type PointInput,
  type PointUpdate,
  pointDefaults,
  pointInput,
  type Questionnaire,
} from '@percurso/shared';

/** Coordinates as typed ('-20.38500', '-20,385'): the shared schema reads them (typedCoordinates). */
export interface TypedCoordinates {
  latitude: number | string;
  longitude: number | string;
}

/**
 * What the editor holds: a point without the fields the server owns (id, creation date), its
 * coordinates as typed.
 */
export type PointDraft = Omit<Point, 'id' | 'createdAt' | 'coordinates'> & { coordinates?: TypedCoordinates };

/** The part of a guide the editor needs to offer journeys and maps. */
export interface GuideContent {
  journeyOrder: readonly string[];
  journeys: readonly Journey[];
  maps: readonly GuideMap[];
  points: readonly Pick<Point, 'id' | 'journeyIds' | 'mapId' | 'stopNumber'>[];
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
    ...pointDefaults(),
  };
}

export function draftFromPoint(point: Point): PointDraft {
  const { id: _id, createdAt: _createdAt, version: _version, ...draft } = point as Point & { version?: string };
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

/** The stop number suggested for a new point of the guide, or one moved to it (rules/stop-number.ts). */
export function suggestedStopNumber(content: GuideContent, pointId?: string): number | undefined {
  return (
    nextStopNumber(content.points.filter((point) => point.id !== pointId).map((point) => point.stopNumber)) ?? undefined
  );
}

/**
 * Spec §4: changing a point's guide clears its journey and map (and its place on that map);
 * selecting a guide selects its first journey and its first point's map, and suggests its next
 * free stop number. A georeferenced map places points by coordinates, so x, y stay empty there.
 */
export function changeGuide(draft: PointDraft, guideId: string, content: GuideContent | undefined): PointDraft {
  const { mapId: _mapId, x: _x, y: _y, stopNumber: _stopNumber, ...rest } = draft;
  const cleared: PointDraft = { ...rest, guideId, journeyIds: [] };
  if (!content) return cleared;
  const journey = orderedJourneys(content)[0];
  const map = firstPointMap(content);
  const stopNumber = suggestedStopNumber(content);
  return {
    ...cleared,
    journeyIds: journey ? [journey.id] : [],
    ...(map ? { mapId: map.id } : {}),
    ...(stopNumber !== undefined ? { stopNumber } : {}),
  };
}

/**
 * 'stop-number-taken' when another point of the draft's guide (`content`, the one the editor
 * loaded) has its stop number: said before saving; the server checks it too.
 */
export function stopNumberErrors(draft: PointDraft, content: GuideContent, pointId?: string): DraftError[] {
  const taken = content.points.some(
    (point) => point.id !== pointId && draft.stopNumber !== undefined && point.stopNumber === draft.stopNumber,
  );
  return taken ? [{ field: 'stopNumber', code: 'stop-number-taken' }] : [];
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

/** A quiz or poll that has not been written yet: open to answers, as a manager adding one expects. */
export function emptyQuestionnaire(): Questionnaire {
  return { enabled: true, type: 'Enquete', open: true, content: {}, feedback: {}, questions: [] };
}

/** A field the server would refuse, with the code it would answer (spec §5 messages). */
export interface DraftError {
  /** Dotted path, e.g. 'name.pt', 'journeyIds', 'questionnaire.questions.0.options'. */
  field: string;
  code: ErrorCode;
}

/** Drops what the manager added but left empty: media rows without a file, empty file slots, empty sheet rows. */
function withoutEmptyFiles(draft: PointDraft): PointDraft {
  const files = (urls: string[] | undefined) => {
    const kept = urls?.filter((url) => url.trim() !== '');
    return kept && kept.length > 0 ? kept : undefined;
  };
  const medias = (list: Media[]) => list.filter((media) => media.url.trim() !== '');
  const isBlank = (text: LocalizedText) => Object.values(text).every((value) => !value?.trim());
  const { immersive } = draft;
  return {
    ...draft,
    // A technical sheet row added and left empty in every language is dropped, not refused.
    technicalSheet: draft.technicalSheet?.filter((row) => !(isBlank(row.label) && isBlank(row.value))),
    medias: medias(draft.medias),
    sections: draft.sections.map((section) => ({ ...section, medias: medias(section.medias) })),
    immersive: {
      ...immersive,
      raImages: files(immersive.raImages),
      raVideos: files(immersive.raVideos),
      ra3DModels: files(immersive.ra3DModels),
      rvImages: immersive.rvImages?.filter((scene) => scene.url.trim() !== ''),
    },
  };
}

/** The body of POST /api/panel/points. */
export function toPointInput(draft: PointDraft): PointInput {
  return pointInput.parse(withoutEmptyFiles(draft));
}

/** Every field of the draft as a PATCH body: fields the manager emptied are cleared with null. */
export function toPointUpdate(draft: PointDraft): PointUpdate {
  const input = toPointInput(draft);
  return {
    ...input,
    mapId: input.mapId ?? null,
    mapIcon: input.mapIcon ?? null,
    x: input.x ?? null,
    y: input.y ?? null,
    frontImage: input.frontImage ?? null,
    coordinates: input.coordinates ?? null,
    objectLabel: input.objectLabel ?? null,
    questionnaire: input.questionnaire ?? null,
  };
}

/**
 * What the server would refuse, checked with the same schema before sending (spec §5: name,
 * description, guide and journey required; coordinates with GPS unlocking; …).
 */
export function draftErrors(draft: PointDraft): DraftError[] {
  const result = pointInput.safeParse(withoutEmptyFiles(draft));
  const errors: DraftError[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        code: isErrorCode(issue.message) ? issue.message : 'invalid-request',
      }));
  // Checked by the server's rules rather than the schema: GPS unlocking needs a position.
  if (draft.geolocation && !draft.coordinates) errors.push({ field: 'coordinates', code: 'coordinates-empty' });
  return errors;
}
