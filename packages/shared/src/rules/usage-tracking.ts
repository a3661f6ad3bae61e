/**
 * Usage tracking and raw events' retention (issue 31 items 5 and 6, docs/product-decisions.md
 * "Visit insights"). Tracking is on unless the visitor turned it off: the choice is this cookie
 * on the browser (`off`), and the profile of a registered visitor.
 */
export const USAGE_TRACKING_COOKIE = 'percurso-tracking';

/** Whether a cookie value means "usage tracking off". */
export function trackingOff(cookieValue: string | null | undefined): boolean {
  return cookieValue === 'off';
}

/** Raw interactions and visit events are kept this many months unless a global admin sets another. */
export const DEFAULT_RAW_EVENTS_RETENTION_MONTHS = 24;
export const MIN_RAW_EVENTS_RETENTION_MONTHS = 1;
export const MAX_RAW_EVENTS_RETENTION_MONTHS = 120;
