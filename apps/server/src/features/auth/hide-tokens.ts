import type { MiddlewareHandler } from 'hono';

/**
 * Takes the session token out of /api/auth's JSON answers (better-auth puts it in those of
 * sign-in, sign-up, phone verification, get-session and list-sessions): the web app holds its
 * session in the httpOnly cookie and never reads the token, so a script on the page (an XSS) must
 * not either. Looks at `token` on the body, on its objects and on its arrays' items.
 */
export function hideSessionTokens(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('application/json')) return;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => undefined);
    if (!hasToken(body, 2)) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(withoutToken(body, 2)), { status: c.res.status, headers });
  };
}

function hasToken(value: unknown, depth: number): boolean {
  if (Array.isArray(value)) return depth > 0 && value.some((item) => hasToken(item, depth - 1));
  if (value === null || typeof value !== 'object') return false;
  if ('token' in value) return true;
  return depth > 0 && Object.values(value).some((item) => hasToken(item, depth - 1));
}

function withoutToken(value: unknown, depth: number): unknown {
  if (Array.isArray(value)) return depth > 0 ? value.map((item) => withoutToken(item, depth - 1)) : value;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, item]) => [key, depth > 0 ? withoutToken(item, depth - 1) : item]),
  );
}
