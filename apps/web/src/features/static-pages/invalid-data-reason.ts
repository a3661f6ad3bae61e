let lastFailure: unknown = null;

/** Keeps why the guard gave up, so /dadosinvalidos can say more than "invalid data". */
export function rememberGuardFailure(error: unknown): void {
  lastFailure = error;
}

export function clearGuardFailure(): void {
  lastFailure = null;
}

/** The last guard failure, if any (the page maps it to a message, api/error-messages.ts). */
export function readGuardFailure(): unknown {
  return lastFailure;
}
