import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** An id a proxy already assigned is kept (so logs line up) only if it looks like an id. */
const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Tags every request with an id: in the `x-request-id` header, the logs and error envelopes. */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    c.header('x-request-id', id);
    await next();
  };
}
