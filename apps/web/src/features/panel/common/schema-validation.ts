import type { MessageKey } from '@percurso/i18n';
import { isErrorCode } from '@percurso/shared';
import type { z } from 'zod';
import { messageKeyOf } from '../../../api/error-messages.ts';
import { isApiError } from '../../../api/http.ts';

/**
 * Field errors of a form by the same shared schema the server validates with: each field path
 * ('name.pt', 'address.city') gets the message key of the spec's code ('small-name' → 'Nome
 * precisa de no mínimo 10 caracteres!'). The first issue of each path wins.
 */
export function schemaErrorKeys(schema: z.ZodType, value: unknown): Record<string, MessageKey> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, MessageKey> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (path in errors) continue;
    errors[path] = isErrorCode(issue.message) ? messageKeyOf(issue.message) : 'errors.invalid-request';
  }
  return errors;
}

/** The field a server failure names, with its message key (to show it under the input too). */
export function serverFieldError(error: unknown): { field: string; key: MessageKey } | undefined {
  if (!isApiError(error) || !error.field) return undefined;
  return { field: error.field, key: messageKeyOf(error.code) };
}
