import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { type Encoding, MIN_COMPRESS_BYTES, negotiateEncoding } from './compress.ts';

export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** An answer for one visitor only: their browser may keep it (revalidating each time), no proxy or CDN. */
export const PER_VISITOR = 'private, no-cache';

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
  /** Compressed copies, made once on the first request that accepts them. */
  encoded?: Partial<Record<Encoding, Promise<Uint8Array>>>;
}

const compressors: Record<Encoding, (body: Uint8Array) => Promise<Uint8Array>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

export function prepareJson(value: unknown): PreparedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * sendCachedJson for a prepared answer: nothing is serialised, hashed or compressed per request.
 * Compressed with the client's best encoding (made once and kept beside the body); each encoding
 * has its own strong ETag, as RFC 9110 asks of different representations.
 */
export async function sendPreparedJson(
  c: Context,
  prepared: PreparedJson,
  /** For an answer that depends on who asks (a point's content or its teaser): kept by no shared cache. */
  { perVisitor = false }: { perVisitor?: boolean } = {},
): Promise<Response> {
  const encoding =
    prepared.body.byteLength >= MIN_COMPRESS_BYTES ? negotiateEncoding(c.req.header('accept-encoding')) : undefined;
  const etag = encoding ? `${prepared.etag.slice(0, -1)}-${encoding}"` : prepared.etag;
  const headers: Record<string, string> = perVisitor
    ? { etag, 'cache-control': PER_VISITOR, vary: 'Accept-Encoding, Cookie' }
    : { etag, 'cache-control': REVALIDATE, vary: 'Accept-Encoding' };
  if (isFresh(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  headers['content-type'] = 'application/json; charset=UTF-8';
  if (!encoding) return c.body(prepared.body as Uint8Array<ArrayBuffer>, 200, headers);
  prepared.encoded ??= {};
  const pending = prepared.encoded[encoding] ?? compressors[encoding](prepared.body);
  prepared.encoded[encoding] = pending;
  const body = await pending;
  return c.body(body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'content-encoding': encoding });
}
