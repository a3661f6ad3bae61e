import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { inputError } from './auth-errors.ts';

/** The JSON body of an auth request checked with a shared schema; failures carry the spec's auth codes. */
export async function readAuthInput<Schema extends z.ZodType>(
  c: Context<AppEnv>,
  schema: Schema,
): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    throw new AppError('invalid-json', { cause: error });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw inputError(parsed.error);
  return parsed.data;
}
