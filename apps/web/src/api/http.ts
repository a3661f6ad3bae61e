import { type ErrorCode, isErrorCode } from '@percurso/shared';
import { reportNetworkFailure, reportServerAnswer } from './connectivity.ts';

/** An API answer that carried the error envelope (or a status we could map to a code). */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  readonly requestId: string | undefined;
  /** The code as the server sent it, when it is not one this build knows (a newer server). */
  readonly unknownCode: string | undefined;

  constructor(
    code: ErrorCode,
    status: number,
    details: { field?: string; requestId?: string; unknownCode?: string } = {},
  ) {
    super(`API ${status}: ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.field = details.field;
    this.requestId = details.requestId;
    this.unknownCode = details.unknownCode;
  }
}

/** The code to use when a failed answer carries no (known) envelope. */
function codeForStatus(status: number): ErrorCode {
  if (status === 404) return 'not-found';
  if (status === 413) return 'payload-too-large';
  if (status === 429) return 'rate-limited';
  if (status === 400) return 'invalid-request';
  // A proxy's own 503 (the server is restarting) carries no envelope: the same "try again soon".
  if (status === 503) return 'service-unavailable';
  return 'internal';
}

/** Turns a failed response into an ApiError, reading `{ error: { code, field, requestId } }`. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = (body as { error?: { code?: unknown; field?: unknown; requestId?: unknown } } | undefined)?.error;
  const code = isErrorCode(error?.code) ? error.code : codeForStatus(response.status);
  return new ApiError(code, response.status, {
    ...(typeof error?.field === 'string' ? { field: error.field } : {}),
    ...(typeof error?.requestId === 'string' ? { requestId: error.requestId } : {}),
    ...(typeof error?.code === 'string' && !isErrorCode(error.code) ? { unknownCode: error.code } : {}),
  });
}

/** GET a JSON resource of the API; rejects with ApiError on an error answer. */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await send(path, { headers: { Accept: 'application/json' }, signal: signal ?? null });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

/** POST JSON to the API (same-origin, so the session cookie goes along); rejects with ApiError. */
export function apiPost<T>(path: string, body: unknown = {}, signal?: AbortSignal): Promise<T> {
  return sendJson<T>('POST', path, body, signal);
}

/** PATCH JSON to the API; rejects with ApiError. */
export function apiPatch<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return sendJson<T>('PATCH', path, body, signal);
}

/** PUT JSON to the API (a write that replaces, so sending it twice changes nothing); rejects with ApiError. */
export function apiPut<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return sendJson<T>('PUT', path, body, signal);
}

async function sendJson<T>(
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const response = await send(path, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: signal ?? null,
  });
  // A write is never answered from a cache: any answer says the server is reachable.
  reportServerAnswer();
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

/** `fetch`, telling connectivity.ts when no answer came at all (a cancelled request is not one). */
async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (!init.signal?.aborted) reportNetworkFailure();
    throw error;
  }
}

export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
