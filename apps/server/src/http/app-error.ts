import { ERROR_STATUS, type ErrorCode } from '@percurso/shared';

/** An error the client is meant to see: one of the shared codes, optionally naming a field. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, details: { field?: string; cause?: unknown } = {}) {
    super(code, { cause: details.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = details.field;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
