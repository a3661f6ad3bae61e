/**
 * Visit insights (issue 31 items 1–3, docs/product-decisions.md "Visit insights"): the
 * definitions the rollups of migration 0046 apply, and the figures read from them.
 */

/** A visitor's events in a guide with no gap longer than this form one visit. */
export const VISIT_GAP_MINUTES = 30;
/** A point's dwell (its showing to the next point shown or its closing) counts at most this long. */
export const DWELL_CAP_SECONDS = 15 * 60;
/** A narration or video play completes once this share of its length has played (or it ended). */
export const MEDIA_COMPLETION_THRESHOLD = 0.9;
/** Visit lengths above this many minutes share the last bucket. */
export const MAX_VISIT_MINUTES = 720;

/** What the visitor's app records besides interactions (POST /api/visit-events). */
export const VISIT_EVENT_KINDS = [
  'pointView',
  'pointLeave',
  'narrationPlay',
  'narrationComplete',
  'videoPlay',
  'videoComplete',
] as const;
export type VisitEventKind = (typeof VISIT_EVENT_KINDS)[number];

/** The median of a histogram (value → count), the lower middle value for an even total; null when empty. */
export function histogramMedian(buckets: ReadonlyArray<{ value: number; count: number }>): number | null {
  const sorted = buckets.filter((b) => b.count > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (const bucket of sorted) {
    seen += bucket.count;
    if (seen >= middle) return bucket.value;
  }
  return null;
}

/** The mean of a histogram, or null when empty. */
export function histogramMean(buckets: ReadonlyArray<{ value: number; count: number }>): number | null {
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  return buckets.reduce((sum, b) => sum + b.value * b.count, 0) / total;
}

/** A share 0..1 rounded to four decimals, or null without a whole. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/** One step of a journey funnel: its point, who reached it in order, who opened it at all, who stopped there. */
export interface FunnelStep {
  pointId: string;
  /** Visitors who opened this point and every one before it in the journey's order. */
  reachedInOrder: number;
  /** Visitors who opened this point, whatever else they opened. */
  opened: number;
  /** Visitors whose run in order ends here (they did not open the next point). */
  stoppedHere: number;
}

/**
 * A journey's funnel from its visitors grouped by the set of its points each opened: a visitor
 * reaches step k in order when they opened the journey's first k points (in the journey's order
 * now, whatever order they walked in). `notStarted` counts those who did not open the first point.
 */
export function journeyFunnel(
  order: readonly string[],
  sets: ReadonlyArray<{ points: readonly string[]; visitors: number }>,
): { visitors: number; notStarted: number; steps: FunnelStep[] } {
  const steps: FunnelStep[] = order.map((pointId) => ({ pointId, reachedInOrder: 0, opened: 0, stoppedHere: 0 }));
  let visitors = 0;
  let notStarted = 0;
  for (const { points, visitors: count } of sets) {
    if (count === 0) continue;
    visitors += count;
    const opened = new Set(points);
    let run = 0;
    while (run < order.length && opened.has(order[run] as string)) run += 1;
    for (const [index, step] of steps.entries()) {
      if (index < run) step.reachedInOrder += count;
      if (opened.has(step.pointId)) step.opened += count;
    }
    if (run === 0) notStarted += count;
    else (steps[run - 1] as FunnelStep).stoppedHere += count;
  }
  return { visitors, notStarted, steps };
}
