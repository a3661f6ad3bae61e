import { isErrorCode } from '@percurso/shared';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** What a `validate` middleware checks: the API reference (features/api-docs) reads it from the route table. */
export interface ValidatedPart {
  target: keyof ValidationTargets;
  schema: z.ZodType;
}

const VALIDATED_PART = Symbol('validated part');

/** The request part a route-table handler validates, when it is a `validate` middleware. */
export function validatedPartOf(handler: unknown): ValidatedPart | undefined {
  return typeof handler === 'function' ? (handler as { [VALIDATED_PART]?: ValidatedPart })[VALIDATED_PART] : undefined;
}

/**
 * Validates a request part with a shared zod schema. A failure answers 400
 * `{ error: { code: 'invalid-request', field } }` naming the first bad field; when the schema
 * gives that field one of the catalogue's codes as its message (e.g. 'name-empty'), that code.
 * The middleware carries its target and schema, so the OpenAPI document is drawn from them.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const code = isErrorCode(issue?.message) ? issue.message : 'invalid-request';
    throw new AppError(code, { field: issue?.path.join('.') || undefined, cause: result.error });
  });
  const part: ValidatedPart = { target, schema };
  Object.defineProperty(middleware, VALIDATED_PART, { value: part });
  return middleware;
}
