import type { RoadMapCompletionBand } from './constants.ts';

/**
 * A visitor's completion of a road map (spec §9 completion bands): the share of its guides they
 * have a road-map execution for. One guide visited of several is 'Acesso único'; all of them,
 * '100'; otherwise the percent band. Nothing visited (or a road map without guides) has no band.
 */
export function roadMapCompletion(
  visitedGuideIds: Iterable<string>,
  guideIds: readonly string[],
): { visited: number; total: number; percent: number; band: RoadMapCompletionBand | null; complete: boolean } {
  const seen = new Set(visitedGuideIds);
  const total = guideIds.length;
  const visited = guideIds.filter((id) => seen.has(id)).length;
  const percent = total === 0 ? 0 : Math.round((visited / total) * 100);
  const complete = total > 0 && visited === total;
  return { visited, total, percent, band: completionBand(visited, total), complete };
}

function completionBand(visited: number, total: number): RoadMapCompletionBand | null {
  if (visited === 0 || total === 0) return null;
  if (visited === total) return '100';
  if (visited === 1) return 'Acesso único';
  const percent = (visited / total) * 100;
  if (percent <= 10) return '1 a 10';
  if (percent <= 25) return '11 a 25';
  if (percent <= 50) return '26 a 50';
  if (percent <= 75) return '51 a 75';
  return '75 a 99';
}
