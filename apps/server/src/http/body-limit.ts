import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { isUpload } from './same-origin.ts';

const KiB = 1024;
/** The largest body of an API request that is not an upload: JSON writes are small. */
export const JSON_BODY_LIMIT = 64 * KiB;
/**
 * The panel's editors save whole records: a point with its texts in four languages (20,000
 * characters each), sections and a quiz is a few hundred KiB at most.
 */
export const PANEL_JSON_BODY_LIMIT = 1024 * KiB;

/**
 * A body over `maxBytes` answers 413 `code` with the limit, without being read: refused from its
 * Content-Length, else (chunked, or a Content-Length-less in-process request) counted while it
 * arrives and refused at the first byte past the limit. Node's HTTP parser reads exactly
 * Content-Length bytes, so a declared length is the body's length.
 */
export function limitBody(
  maxBytes: number,
  error: (limit: number) => AppError = (limit) => new AppError('payload-too-large', { limit }),
): MiddlewareHandler<AppEnv> {
  const counted = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw error(maxBytes);
    },
  });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(length) > maxBytes) throw error(maxBytes);
      return next();
    }
    // Without a length a GET or HEAD has no body anyone reads; asking for the stream builds the
    // whole Request (the Node adapter's fast path skips it), so only other methods are counted.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return counted(c, next);
  };
}

/**
 * Bounded work per request, before any parsing or session read: an API body that is not an upload
 * takes at most JSON_BODY_LIMIT bytes, PANEL_JSON_BODY_LIMIT under /api/panel/ (413
 * `payload-too-large`). Uploads (multipart on the upload routes) pass: each upload route limits
 * its own body (uploadLimit).
 */
export function limitJsonBodies(): MiddlewareHandler<AppEnv> {
  const panel = limitBody(PANEL_JSON_BODY_LIMIT);
  const other = limitBody(JSON_BODY_LIMIT);
  return (c, next) => {
    if (isUpload(c.req.header('content-type'), c.req.path)) return next();
    return (c.req.path.startsWith('/api/panel/') ? panel : other)(c, next);
  };
}
