import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { isFresh } from './cache.ts';
import type { Encoding } from './compress.ts';
import { contentTypeOf, mediaDisposition } from './content-types.ts';

export interface SendFileOptions {
  cacheControl: string;
  /** Uploaded media: documents a browser could run go out sandboxed or as downloads (mediaDisposition). */
  uploaded?: boolean;
  /** The file is the precompressed copy (`.br`, `.gz`) of `servedAs`: its type, this encoding, no ranges. */
  precompressed?: { encoding: Encoding; servedAs: string };
  /** The file has precompressed copies: caches must keep one answer per Accept-Encoding. */
  varyOnEncoding?: boolean;
}

type ByteRange = { start: number; end: number };

/**
 * Parses a single `bytes=` range against the file size: a range, 'unsatisfiable', or
 * undefined to send the whole file (no header, another unit, or several ranges).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Sends a file with validators, byte ranges (audio and video seek with them) and HEAD support. */
export async function sendFile(c: Context, filePath: string, options: SendFileOptions): Promise<Response> {
  const info = await stat(filePath);
  const size = info.size;
  const etag = `W/"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const { precompressed } = options;
  const contentType = contentTypeOf(precompressed?.servedAs ?? filePath);
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cache-control': options.cacheControl,
    'last-modified': info.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
    etag,
  };
  if (precompressed) headers['content-encoding'] = precompressed.encoding;
  else headers['accept-ranges'] = 'bytes';
  if (precompressed || options.varyOnEncoding) headers.vary = 'Accept-Encoding';
  if (options.uploaded) Object.assign(headers, mediaDisposition(contentType));
  if (isFresh(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

  const ifRange = c.req.header('if-range');
  // If-Range needs a strong validator (RFC 9110 §13.1.5): with our weak tag, answer the whole file.
  const range = ifRange || precompressed ? undefined : parseRange(c.req.header('range'), size);
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers['content-length'] = String(size === 0 ? 0 : end - start + 1);
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD' || size === 0) return c.body(null, status, headers);
  const stream = Readable.toWeb(createReadStream(filePath, { start, end })) as ReadableStream<Uint8Array>;
  return c.body(stream, status, headers);
}
