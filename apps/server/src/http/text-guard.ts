import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

/** NUL (PostgreSQL refuses it in text and jsonb) and unpaired UTF-16 surrogates (not Unicode text). */
const BAD_TEXT = /[\0\uD800-\uDFFF]/u;

export function isBadText(value: string): boolean {
  return BAD_TEXT.test(value);
}

/** Decodes one percent-encoded URL component; undefined when it is malformed or decodes to bad text. */
function decodeComponent(raw: string): string | undefined {
  try {
    const decoded = decodeURIComponent(raw);
    return isBadText(decoded) ? undefined : decoded;
  } catch {
    // '%ZZ', a lone '%', overlong forms ('%C0%AE') and encoded surrogates ('%ED%A0%80') are not UTF-8.
    return undefined;
  }
}

/** The first bad part of the path or query as a field name ('path' or the query parameter), or undefined. */
export function badUrlField(url: string): string | undefined {
  const { pathname, search } = new URL(url);
  if (pathname.split('/').some((segment) => decodeComponent(segment) === undefined)) return 'path';
  for (const pair of search.slice(1).split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const rawName = separator === -1 ? pair : pair.slice(0, separator);
    const name = decodeComponent(rawName.replaceAll('+', ' '));
    if (name === undefined) return 'query';
    if (separator !== -1 && decodeComponent(pair.slice(separator + 1).replaceAll('+', ' ')) === undefined) return name;
  }
  return undefined;
}

/** The dotted path of the first string or key holding bad text in a parsed JSON value, walked without recursion. */
export function badJsonField(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop() as { value: unknown; path: string[] };
    if (typeof current === 'string') {
      if (isBadText(current)) return path.join('.') || 'body';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (isBadText(key)) return [...path, 'key'].join('.');
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return undefined;
}

const JSON_TYPE = /^application\/(.+\+)?json\b/i;

/**
 * The JSON body, parsed once: Hono keeps it for the route's validator (`c.req.json()` answers the
 * same value). better-auth reads the original request's body itself, so under /api/auth/ a copy
 * is read instead (a copy tees the body's stream: not on every write).
 */
async function readJson(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.path.startsWith('/api/auth/')) return JSON.parse(await c.req.raw.clone().text());
  return c.req.json();
}

/**
 * Text the database cannot store never reaches a route: a NUL, an unpaired surrogate or a
 * malformed percent-encoding in the path, the query or a JSON string answers 400 `invalid-text`
 * naming the field; a JSON body that is not an object (`[]`, `"x"`, `1`, `null`) answers 400
 * `invalid-json`. A body that does not parse is left to the route (it answers `invalid-json`).
 */
export function guardText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const urlField = badUrlField(c.req.url);
    if (urlField) throw new AppError('invalid-text', { field: urlField });
    // Not `c.req.raw.body`: asking for the stream builds the whole Request, which reading the text
    // skips (the Node adapter's fast path): 8 % of a write's CPU in bench:interactions' profile.
    if (JSON_TYPE.test(c.req.header('content-type') ?? '') && !['GET', 'HEAD'].includes(c.req.method)) {
      let parsed: unknown;
      try {
        parsed = await readJson(c);
      } catch {
        // Empty or not JSON: the route answers it (`invalid-json`, or an empty body where allowed).
        parsed = {};
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new AppError('invalid-json');
      const field = badJsonField(parsed);
      if (field) throw new AppError('invalid-text', { field });
    }
    await next();
  };
}
