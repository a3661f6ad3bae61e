import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** A weak validator: the same JSON body always gets the same tag, on every server instance. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when If-None-Match names this tag (weak comparison, as RFC 9110 asks for GET). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Answers content that visitors may cache but must revalidate: JSON with an ETag, or 304 when
 * the client's copy is current. Saves phones the body on every guide reload.
 */
export function sendCachedJson(c: Context, value: unknown): Response {
  const body = JSON.stringify(value);
  const etag = weakEtag(body);
  const headers = { etag, 'cache-control': REVALIDATE };
  if (isFresh(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'content-type': 'application/json; charset=UTF-8' });
}

/** A JSON answer serialised once, with its strong validator, for the in-memory caches. */
export interface PreparedJson {
  body: Uint8Array;
  etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** sendCachedJson for a prepared answer: nothing is serialised or hashed per request. */
export function sendPreparedJson(c: Context, prepared: PreparedJson): Response {
  const headers = { etag: prepared.etag, 'cache-control': REVALIDATE };
  if (isFresh(c.req.header('if-none-match'), prepared.etag)) return c.body(null, 304, headers);
  return c.body(prepared.body as Uint8Array<ArrayBuffer>, 200, {
    ...headers,
    'content-type': 'application/json; charset=UTF-8',
  });
}
