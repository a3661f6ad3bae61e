/** The heatmap's scale: a point's count in the hour chosen, its circle's size and colour (shared by the plan and the tiles). */
import type { PlacesAnalytics } from '@percurso/shared';

type Cell = PlacesAnalytics['heat'][number];

/** Radius of the busiest point's circle, as a share of the plan's shorter side. */
const MAX_RADIUS_SHARE = 0.08;
const MIN_RADIUS_SHARE = 0.012;

/** A point's openings in the hour chosen, or in the whole day. */
export const countAt = (cell: Cell, hour: number | null) => (hour === null ? cell.total : (cell.hours[hour] ?? 0));

/** Area follows the count: the radius grows with its square root, from a dot for none to the largest for the busiest. */
export function radiusOf(count: number, max: number, side: number): number {
  if (count <= 0 || max <= 0) return side * MIN_RADIUS_SHARE;
  return side * (MIN_RADIUS_SHARE + (MAX_RADIUS_SHARE - MIN_RADIUS_SHARE) * Math.sqrt(count / max));
}

/** Heat from none (pale yellow) to the busiest (deep red), with the circle's opacity. */
export function heatColor(count: number, max: number): string {
  if (count <= 0 || max <= 0) return 'rgb(134 142 150 / 0.7)';
  const share = count / max;
  const hue = Math.round(50 - 50 * share);
  return `hsl(${hue} 90% ${Math.round(55 - 12 * share)}% / 0.7)`;
}
