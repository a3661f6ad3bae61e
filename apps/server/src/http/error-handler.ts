import type { ErrorEnvelope } from '@percurso/shared';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

/**
 * Turns every thrown error into the one envelope. Only AppError codes reach the client;
 * anything else is logged with its stack under the request id and answered as `internal`,
 * so no database message or path ever leaks.
 */
export function handleErrors(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) return sendError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx (e.g. a malformed JSON body) are client errors, not crashes.
      return sendError(c, new AppError(error.status === 400 ? 'invalid-json' : 'invalid-request'));
    }
    const requestId = c.get('requestId');
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
  return c.json(body, error.status as 400, { 'cache-control': 'no-store' });
}
