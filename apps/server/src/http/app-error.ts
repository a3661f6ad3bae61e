import { ERROR_STATUS, type ErrorCode } from '@percurso/shared';

/** An error the client is meant to see: one of the shared codes, optionally naming a field. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** With a 413: the most bytes the request may send there. */
  readonly limit: number | undefined;

  constructor(code: ErrorCode, details: { field?: string; limit?: number; cause?: unknown } = {}) {
    super(code, { cause: details.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = details.field;
    this.limit = details.limit;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
