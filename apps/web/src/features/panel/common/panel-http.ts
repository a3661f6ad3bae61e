import { apiGet, apiPatch, apiPost, toApiError } from '../../../api/http.ts';

/** DELETE (or PUT) a resource of the API; rejects with ApiError. The panel is their only user. */
async function send<T>(method: 'DELETE' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The panel's HTTP verbs, all same-origin with the session cookie; failures are ApiError. */
export const panelHttp = {
  get: apiGet,
  post: apiPost,
  patch: apiPatch,
  put: <T>(path: string, body: unknown) => send<T>('PUT', path, body),
  delete: <T = void>(path: string) => send<T>('DELETE', path),
};
