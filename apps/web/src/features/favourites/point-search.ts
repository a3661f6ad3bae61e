import { matchesSearch, type PointSummary } from '@percurso/shared';

/** At most this many suggestions under the search box (spec §2 favourite points picker). */
export const MAX_SUGGESTIONS = 3;

type NameOf = (point: PointSummary) => string;

/**
 * The points a search finds (spec §5): the query is split on '+' (and spaces), and every word must
 * be a case-insensitive part of the point's name, in the visitor's language or any other, or of one
 * of its tags.
 */
export function searchPoints(points: readonly PointSummary[], query: string, nameOf: NameOf): PointSummary[] {
  return points.filter((point) => matchesSearch(query, [nameOf(point), ...Object.values(point.name), ...point.tags]));
}

/** The suggestions under the search box: nothing for an empty query, else the first three matches. */
export function pointSuggestions(points: readonly PointSummary[], query: string, nameOf: NameOf): PointSummary[] {
  if (query.trim() === '') return [];
  return searchPoints(points, query, nameOf).slice(0, MAX_SUGGESTIONS);
}
