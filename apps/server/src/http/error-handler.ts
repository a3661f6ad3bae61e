import type { ErrorEnvelope } from '@percurso/shared';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/database-errors.ts';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

/** Retry-After of a 503 `service-unavailable`: a restarting PostgreSQL is usually back within seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Turns every thrown error into the one envelope. Only AppError codes reach the client;
 * anything else is logged with its stack under the request id and answered as `internal`,
 * so no database message or path ever leaks. A database that cannot be reached answers 503
 * `service-unavailable` with Retry-After instead (db/database-errors.ts).
 */
export function handleErrors(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) return sendError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx (e.g. a malformed JSON body) are client errors, not crashes.
      return sendError(c, new AppError(error.status === 400 ? 'invalid-json' : 'invalid-request'));
    }
    const requestId = c.get('requestId');
    if (isDatabaseUnavailable(error)) {
      // The database is down, restarting or not answering: the client may try again soon.
      logger.warn({ requestId, err: error, method: c.req.method, path: c.req.path }, 'database unavailable');
      return sendError(c, new AppError('service-unavailable', { cause: error }));
    }
    logger.error({ requestId, err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    const body: ErrorEnvelope = { error: { code: 'internal', requestId } };
    return c.json(body, 500, { 'cache-control': 'no-store' });
  };
}

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => sendError(c, new AppError('not-found'));

function sendError(c: Context<AppEnv>, error: AppError) {
  const body: ErrorEnvelope = {
    error: {
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
      ...(error.limit !== undefined ? { limit: error.limit } : {}),
    },
  };
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (error.code === 'service-unavailable') headers['retry-after'] = String(RETRY_AFTER_SECONDS);
  return c.json(body, error.status as 400, headers);
}
