/**
 * Whether `error` says the database cannot be reached for now, rather than that a statement was
 * wrong: the request is answered 503 `service-unavailable` with Retry-After, not 500
 * (docs/decisions/0029-database-outages.md). Looks through `cause` and AggregateError chains
 * (a refused connection to `localhost` tries each address).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || NETWORK_ERRNOS.has(code))
  ) {
    return true;
  }
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * SQLSTATEs of a server going away or refusing for now (class 08, connection exception, is
 * matched by its prefix): shutting down (57P01 admin, 57P02 crash), starting up (57P03), out of
 * connections (53300), and a statement cancelled by statement_timeout (57014).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Socket errors on the way to the server. */
const NETWORK_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres's own errors (pg and pg-pool), which carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
];
