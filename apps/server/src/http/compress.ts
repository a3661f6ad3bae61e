import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this gain nothing worth the CPU (and may even grow). */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Text worth compressing. Images, audio, video, fonts, PDFs and archives are compressed already;
 * `text/event-stream` (live updates) must reach the visitor event by event, never buffered.
 */
const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|(.+\+)?json|javascript|(.+\+)?xml|manifest\+json|wasm)|image\/svg\+xml)/i;

export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with from `Accept-Encoding`: brotli, then gzip, when the client takes
 * it with a non-zero q (an explicit `*` counts); undefined for identity.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[] = ['br', 'gzip']) {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim().match(/^q=([\d.]+)$/)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return offered.find((encoding) => weightOf(encoding) > 0);
}

/** Appends a field to `Vary` unless it is listed already. */
export function addVary(headers: Headers, field: string) {
  const current = headers.get('vary');
  if (!current) headers.set('vary', field);
  else if (
    !current
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(field.toLowerCase())
  )
    headers.set('vary', `${current}, ${field}`);
}

// Quality 5 / level 6: fast enough to run on every API answer, smaller than gzip's best.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };

function compressor(encoding: Encoding) {
  return encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP);
}

/**
 * Up to this size a body is compressed in one synchronous call: 40–140 µs of the server's
 * thread, where the thread pool's round trip (a zlib stream per answer) costs 160–200 µs of CPU
 * for the same body (bench:interactions' profile: a sixth of the server's thread). Larger bodies
 * go to the thread pool, so the event loop is never held long.
 */
export const SYNC_COMPRESS_BYTES = 32 * 1024;

/** A body already in memory (an API answer) compressed in one call; zlib's buffers are plain ArrayBuffers, as a Response body needs. */
const compressWhole: Record<Encoding, (body: Uint8Array) => Promise<Uint8Array<ArrayBuffer>>> = {
  br: async (body) =>
    (body.byteLength <= SYNC_COMPRESS_BYTES
      ? brotliCompressSync(body, BROTLI)
      : await promisify(brotliCompress)(body, BROTLI)) as Uint8Array<ArrayBuffer>,
  gzip: async (body) =>
    (body.byteLength <= SYNC_COMPRESS_BYTES
      ? gzipSync(body, GZIP)
      : await promisify(gzip)(body, GZIP)) as Uint8Array<ArrayBuffer>,
};

/**
 * Brotli or gzip for text answers (the HTML shell, API JSON, scripts without a precompressed
 * copy), chosen by `Accept-Encoding` with `Vary: Accept-Encoding`. Left alone: media that is
 * compressed already, range answers, answers that carry an encoding (precompressed assets), tiny
 * bodies, HEAD, `Cache-Control: no-transform` and the live-update stream. A strong ETag becomes weak,
 * since the bytes differ per encoding.
 */
export function compress(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const response = c.res;
    // Only headers and status until the body is compressed: reading `response.body` turns the
    // server adapter's lightweight Response into a streamed one (a ReadableStream per answer),
    // which cost the cached guide read a fifth of its throughput.
    const headers = response.headers;
    if (c.req.method === 'HEAD' || response.status === 204 || response.status === 304) return;
    if (response.status === 206 || headers.has('content-range') || headers.has('content-encoding')) return;
    if (!isCompressible(headers.get('content-type'))) return;
    if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return;
    addVary(headers, 'Accept-Encoding');
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    if (!encoding || !response.body) return;
    const length = headers.get('content-length');
    let body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> = response.body;
    if (length === null) {
      // Answers built in memory (JSON) carry no length: read them to know whether they are tiny.
      body = new Uint8Array(await response.arrayBuffer());
      if (body.byteLength < MIN_COMPRESS_BYTES) {
        replaceResponse(c, new Response(body, response));
        return;
      }
    } else if (Number(length) < MIN_COMPRESS_BYTES) return;

    const compressed =
      body instanceof Uint8Array
        ? await compressWhole[encoding](body)
        : (Readable.toWeb(Readable.fromWeb(body as never).pipe(compressor(encoding))) as ReadableStream<Uint8Array>);
    const out = new Headers(headers);
    out.set('content-encoding', encoding);
    if (compressed instanceof Uint8Array) out.set('content-length', String(compressed.byteLength));
    else out.delete('content-length');
    // Byte ranges would address the compressed bytes: a client must ask again for identity.
    out.delete('accept-ranges');
    const etag = out.get('etag');
    if (etag && !etag.startsWith('W/')) out.set('etag', `W/${etag}`);
    replaceResponse(
      c,
      new Response(compressed, { status: response.status, statusText: response.statusText, headers: out }),
    );
  };
}

/** Sets the answer as it is (Hono's setter would copy the old headers, Content-Length included, onto it). */
function replaceResponse(c: Context<AppEnv>, response: Response) {
  c.res = undefined as unknown as Response;
  c.res = response;
}
