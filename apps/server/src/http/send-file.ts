import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { isFresh } from './cache.ts';
import { contentTypeOf, isActiveContent } from './content-types.ts';

export interface SendFileOptions {
  cacheControl: string;
  /** Serve HTML/SVG with a sandboxing CSP (uploaded media must not run script on our origin). */
  sandboxActiveContent?: boolean;
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
  const contentType = contentTypeOf(filePath);
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cache-control': options.cacheControl,
    'accept-ranges': 'bytes',
    'last-modified': info.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
    etag,
  };
  if (options.sandboxActiveContent && isActiveContent(contentType)) {
    headers['content-security-policy'] = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";
  }
  if (isFresh(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

  const ifRange = c.req.header('if-range');
  // If-Range needs a strong validator (RFC 9110 §13.1.5): with our weak tag, answer the whole file.
  const range = ifRange ? undefined : parseRange(c.req.header('range'), size);
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
