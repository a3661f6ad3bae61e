import { type RoadMap, toNamePath } from '@percurso/shared';

/** /roteiro/{name}, named by the Portuguese (canonical) name. */
export function roadMapPath(roadMap: RoadMap): string {
  return `/roteiro/${toNamePath(roadMap.name.pt ?? Object.values(roadMap.name).find(Boolean) ?? roadMap.id)}`;
}
