import { isErrorCode } from '@percurso/shared';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Validates a request part with a shared zod schema. A failure answers 400
 * `{ error: { code: 'invalid-request', field } }` naming the first bad field; when the schema
 * gives that field one of the catalogue's codes as its message (e.g. 'name-empty'), that code.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const code = isErrorCode(issue?.message) ? issue.message : 'invalid-request';
    throw new AppError(code, { field: issue?.path.join('.') || undefined, cause: result.error });
  });
}
