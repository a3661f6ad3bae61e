import type { MessageKey } from '@percurso/i18n';
import { errorMessageKey } from '../../api/error-messages.ts';

let lastFailure: MessageKey | null = null;

/** Keeps why the guard gave up, so /dadosinvalidos can say more than "invalid data". */
export function rememberGuardFailure(error: unknown): void {
  lastFailure = errorMessageKey(error);
}

export function clearGuardFailure(): void {
  lastFailure = null;
}

/** The reason of the last guard failure, if any. */
export function readGuardFailure(): MessageKey | null {
  return lastFailure;
}
