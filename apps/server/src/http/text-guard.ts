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

/** The deepest nesting of objects and arrays a JSON body may have (a real request nests a few levels). */
export const MAX_JSON_DEPTH = 32;

/** The index of the quote closing the JSON string opened at `open` (an escaped quote does not close it). */
function stringEnd(text: string, open: number): number {
  let close = text.indexOf('"', open + 1);
  while (close !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(close - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return close;
    close = text.indexOf('"', close + 1);
  }
  return text.length;
}

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth`, read once before it is parsed
 * (V8 takes tens of milliseconds to parse a few dozen KiB of '[').
 */
export function isNestedDeeper(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === 0x22) index = stringEnd(text, index);
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

interface JsonNode {
  value: unknown;
  key: string;
  parent: JsonNode | undefined;
}

/** The dotted path of a node, built only for the one that is reported. */
function pathOf(node: JsonNode | undefined): string[] {
  const path: string[] = [];
  for (let current = node; current?.parent; current = current.parent) path.push(current.key);
  return path.reverse();
}

/**
 * The dotted path of the first string or key holding bad text in a parsed JSON value, walked
 * without recursion in time linear in its size (each node knows its parent; no path is copied).
 */
export function badJsonField(value: unknown): string | undefined {
  const pending: JsonNode[] = [{ value, key: '', parent: undefined }];
  while (pending.length > 0) {
    const node = pending.pop() as JsonNode;
    const current = node.value;
    if (typeof current === 'string') {
      if (isBadText(current)) return pathOf(node).join('.') || 'body';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (isBadText(key)) return [...pathOf(node), 'key'].join('.');
        pending.push({ value: child, key, parent: node });
      }
    }
  }
  return undefined;
}

const JSON_TYPE = /^application\/(.+\+)?json\b/i;

/**
 * The JSON body's text, read once: Hono keeps it for the route's validator (`c.req.json()` parses
 * the same text). better-auth reads the original request's body itself, so under /api/auth/ a
 * copy is read instead (a copy tees the body's stream: not on every write).
 */
function readBody(c: Context<AppEnv>): Promise<string> {
  return c.req.path.startsWith('/api/auth/') ? c.req.raw.clone().text() : c.req.text();
}

/**
 * Text the database cannot store never reaches a route: a NUL, an unpaired surrogate or a
 * malformed percent-encoding in the path, the query or a JSON string answers 400 `invalid-text`
 * naming the field; a JSON body that is not an object (`[]`, `"x"`, `1`, `null`) answers 400
 * `invalid-json`, one nested deeper than MAX_JSON_DEPTH 400 `too-deep` (checked before it is
 * parsed). A body that does not parse is left to the route (it answers `invalid-json`). Every step
 * is linear in the body's size, which limitJsonBodies bounds first.
 */
export function guardText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const urlField = badUrlField(c.req.url);
    if (urlField) throw new AppError('invalid-text', { field: urlField });
    // Not `c.req.raw.body`: asking for the stream builds the whole Request, which reading the text
    // skips (the Node adapter's fast path): 8 % of a write's CPU in bench:interactions' profile.
    if (JSON_TYPE.test(c.req.header('content-type') ?? '') && !['GET', 'HEAD'].includes(c.req.method)) {
      let text: string;
      try {
        text = await readBody(c);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('invalid-json', { cause: error });
      }
      if (isNestedDeeper(text, MAX_JSON_DEPTH)) throw new AppError('too-deep');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
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
