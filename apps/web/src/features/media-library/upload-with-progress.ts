import { type ErrorCode, isErrorCode } from '@percurso/shared';
import { ApiError } from '../../api/http.ts';

export interface UploadProgress {
  /** Bytes sent so far and in all (the multipart body, slightly more than the file). */
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

/**
 * POSTs a multipart form with XMLHttpRequest, the one browser API that reports upload progress.
 * Resolves with the JSON answer; rejects with ApiError (the error envelope), a DOMException
 * 'AbortError' when `signal` aborts, or a TypeError on a network failure.
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: Math.min(100, Math.floor((event.loaded / event.total) * 100)),
      });
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      reject(apiErrorOf(request.status, body));
    };
    request.onerror = () => reject(new TypeError('Network error during upload'));
    request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(form);
  });
}

function apiErrorOf(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; field?: unknown; requestId?: unknown } } | undefined)?.error;
  const fallback: ErrorCode =
    status === 413
      ? 'media/too-large'
      : status === 415
        ? 'media/unsupported-type'
        : status === 404
          ? 'not-found'
          : 'internal';
  const code = isErrorCode(error?.code) ? error.code : fallback;
  return new ApiError(code, status, {
    ...(typeof error?.field === 'string' ? { field: error.field } : {}),
    ...(typeof error?.requestId === 'string' ? { requestId: error.requestId } : {}),
    ...(typeof error?.code === 'string' && !isErrorCode(error.code) ? { unknownCode: error.code } : {}),
  });
}
