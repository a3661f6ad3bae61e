import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/** The upload routes, the only writes that take multipart/form-data (docs/panel-api.md). */
export const MULTIPART_ROUTES: readonly RegExp[] = [
  /^\/api\/guides\/[^/]+\/media$/,
  /^\/api\/me\/photo$/,
  /^\/api\/panel\/journeys\/[^/]+\/model$/,
  // Content import (issue 16): a guide's points from a sheet, the original system's export.
  /^\/api\/panel\/guides\/[^/]+\/point-import(\/preview)?$/,
  /^\/api\/panel\/legacy-import$/,
  // A guide archive (issue 29 item 5, docs/guide-archive.md).
  /^\/api\/panel\/guides\/import$/,
];

export interface SameOriginOptions {
  /** PUBLIC_ORIGIN: when set, the one origin a browser may write from. */
  publicOrigin: string | undefined;
}

/**
 * Cross-site request forgery stops here, before any route: an API write (POST, PUT, PATCH,
 * DELETE, better-auth's included) must send JSON, or multipart/form-data on an upload route; a
 * body-less write may send no type. When the browser names an `Origin`, it must be PUBLIC_ORIGIN
 * (else the request's own host). A cross-site HTML form can send neither JSON nor a matching
 * Origin: it gets 403 `invalid-content-type` or `auth/untrusted-origin` and changes nothing.
 */
export function sameOriginWrites({ publicOrigin }: SameOriginOptions): MiddlewareHandler<AppEnv> {
  const allowedOrigin = publicOrigin ? new URL(publicOrigin).origin : undefined;
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (origin !== undefined && !isSameOrigin(origin, allowedOrigin, host)) {
      throw new AppError('auth/untrusted-origin');
    }
    const type = c.req.header('content-type');
    // HTTP/1.1: a request has a body when it says how long it is or that it is chunked.
    const length = c.req.header('content-length');
    const hasBody = length === undefined ? c.req.header('transfer-encoding') !== undefined : length !== '0';
    if (type === undefined ? hasBody : !acceptsType(type, new URL(c.req.url).pathname)) {
      throw new AppError('invalid-content-type');
    }
    return next();
  };
}

function acceptsType(type: string, pathname: string): boolean {
  return JSON_TYPE.test(type) || isUpload(type, pathname);
}

/** A multipart/form-data body sent to one of the upload routes (which limit their bodies themselves). */
export function isUpload(type: string | undefined, pathname: string): boolean {
  return type !== undefined && MULTIPART_TYPE.test(type) && MULTIPART_ROUTES.some((route) => route.test(pathname));
}

function isSameOrigin(origin: string, allowed: string | undefined, host: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' (a sandboxed document or a privacy redirect) and anything malformed.
  }
  if (allowed) return url.origin === allowed;
  // Without PUBLIC_ORIGIN the site is whatever host it is reached at (a TLS proxy may change the scheme).
  return url.host === host.toLowerCase();
}
