import { namePathOf, type RoadMap } from '@percurso/shared';

/** /roteiro/{name}, named by the Portuguese (canonical) name. */
export function roadMapPath(roadMap: RoadMap): string {
  return `/roteiro/${namePathOf(roadMap.name) || roadMap.id}`;
}
