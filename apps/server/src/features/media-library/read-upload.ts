import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { limitBody } from '../../http/body-limit.ts';
import { isBadText } from '../../http/text-guard.ts';

/** Refuses a body over `maxBytes` from its Content-Length or while it arrives: 413 media/too-large with the limit. */
export function uploadLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return limitBody(maxBytes, (limit) => new AppError('media/too-large', { field: 'file', limit }));
}

/** The `file` part of a multipart/form-data body and the other text fields. */
export async function readUpload(c: Context<AppEnv>): Promise<{ file: File; fields: Record<string, string> }> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('media/file-required', { field: 'file', cause: error });
  }
  const file = body.file;
  if (!(file instanceof File) || file.size === 0) throw new AppError('media/file-required', { field: 'file' });
  if (isBadText(file.name)) throw new AppError('invalid-text', { field: 'file' });
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    if (isBadText(name) || isBadText(value)) throw new AppError('invalid-text', { field: name });
    fields[name] = value;
  }
  return { file, fields };
}
