import { type LocalizedText, matchesSearch, type RoadMap } from '@percurso/shared';

export interface RoadMapFilter {
  /** One of the twelve vans ('van 1' … 'van 12'), or null for every van. */
  van: string | null;
  /** Words split on '+' or spaces; each must match a name, description or guide name (spec §5 search). */
  query: string;
}

const texts = (text: LocalizedText) => Object.values(text);

/** Road maps that use the van (it carries at least one of their guides) and match the words. */
export function filterRoadMaps(roadMaps: readonly RoadMap[], { van, query }: RoadMapFilter): RoadMap[] {
  return roadMaps.filter(
    (roadMap) =>
      (van === null || roadMap.vans.some((entry) => entry.name === van && entry.guideIds.length > 0)) &&
      matchesSearch(query, [
        ...texts(roadMap.name),
        ...texts(roadMap.description),
        ...roadMap.guides.flatMap((guide) => texts(guide.name)),
      ]),
  );
}

/** The guides a van carries, across every road map (the spec's van filter data: a name and its guides). */
export function guidesOfVan(roadMaps: readonly RoadMap[], van: string): Array<{ id: string; name: LocalizedText }> {
  const found = new Map<string, { id: string; name: LocalizedText }>();
  for (const roadMap of roadMaps) {
    const byId = new Map(roadMap.guides.map((guide) => [guide.id, guide]));
    for (const entry of roadMap.vans) {
      if (entry.name !== van) continue;
      for (const id of entry.guideIds) {
        const guide = byId.get(id);
        if (guide && !found.has(id)) found.set(id, guide);
      }
    }
  }
  return [...found.values()];
}
