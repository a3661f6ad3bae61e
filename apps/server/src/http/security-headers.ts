import { isWasmPage, PREVIEW_PARAM } from '@percurso/shared';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env.ts';

export interface SecurityHeadersOptions {
  /** PUBLIC_ORIGIN: HSTS is sent when it is https. */
  publicOrigin: string | undefined;
  /** TRUST_PROXY: an `X-Forwarded-Proto: https` from the proxy also earns HSTS. */
  trustProxy: boolean;
  /** TILE_URL: its host may serve map tiles (img-src). */
  tileUrl: string;
  /** Where uploads are read from when not this origin (S3_PUBLIC_URL or the bucket URL). */
  mediaOrigin: string | undefined;
}

export const HSTS = 'max-age=31536000';

/** The origin of a tile template, `{s}` subdomains as a wildcard: 'https://{s}.tile.example.org/{z}/…' → 'https://*.tile.example.org'. */
export function tileOrigin(template: string): string | undefined {
  const match = template.match(/^(https?:\/\/[^/?#]+)/i);
  if (!match?.[1]) return undefined;
  const origin = match[1].replace(/\{[a-z]+\}/gi, '*');
  return /^https?:\/\/[\w.*:-]+$/i.test(origin) ? origin : undefined;
}

/**
 * The Content-Security-Policy the built app runs under (docs/decisions/0013-http-edge.md): scripts
 * only from this origin (no inline script, no eval); inline styles allowed because Mantine writes
 * its theme variables in a <style> element and components use style props; images from here,
 * data:/blob: (previews, QR canvas), the tile server and the media bucket; workers from here and
 * blob: (qr-scanner's worker); any https page in a frame (a guide's 3D visit embed); never framed.
 * The pages of the 3D viewer (isWasmPage) also allow 'wasm-unsafe-eval': compiling WebAssembly
 * (three.js's mesh decoders), never eval.
 */
export function contentSecurityPolicy(
  { tileUrl, mediaOrigin }: Pick<SecurityHeadersOptions, 'tileUrl' | 'mediaOrigin'>,
  /** The pages whose 3D viewer compiles WebAssembly (isWasmPage): 'wasm-unsafe-eval', still no eval. */
  allowWasm = false,
  /** A guide preview's page (`?preview=`): the panel's phone frame on this site shows it. */
  framedBySelf = false,
) {
  const tiles = tileOrigin(tileUrl);
  const media = mediaOrigin ? [mediaOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: allowWasm ? ["'self'", "'wasm-unsafe-eval'"] : ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...media],
    mediaSrc: ["'self'", 'data:', 'blob:', ...media],
    fontSrc: ["'self'", 'data:'],
    // blob:: <model-viewer> (three.js) reads the textures packed inside a .glb through blob: URLs.
    connectSrc: ["'self'", 'blob:', ...media],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'https:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: framedBySelf ? ["'self'"] : ["'none'"],
  };
}

/**
 * The browser features the app may use (Permissions-Policy): the camera (QR scanner, AR, object
 * recognition) and the position (GPS unlock, nearby points) for this site only; features it never
 * uses are off for it and every frame. Left to the browser's default (this site, and a frame the
 * page lets in with `allow`): the motion sensors, full screen and WebXR, which the 360° viewer and
 * the AR model use here and a guide's 3D visit embed is given by its <iframe allow>.
 */
export const PERMISSIONS_POLICY = {
  camera: ['self'],
  geolocation: ['self'],
  microphone: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  displayCapture: [],
  idleDetection: [],
  browsingTopics: [],
};

/**
 * Security headers on every answer: the CSP above (a handler's own, such as the sandbox of an
 * uploaded document, is kept), `frame-ancestors 'none'` with X-Frame-Options DENY (a guide
 * preview's page, `?preview=`, may be framed by this site: the panel's phone frame),
 * `Referrer-Policy: strict-origin-when-cross-origin`, `X-Content-Type-Options: nosniff`, the
 * Permissions-Policy above, and HSTS when the site is https (PUBLIC_ORIGIN, or the proxy says so under TRUST_PROXY).
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  const headersWith = (allowWasm: boolean, framedBySelf = false) =>
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(options, allowWasm, framedBySelf),
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: framedBySelf ? 'SAMEORIGIN' : 'DENY',
      permissionsPolicy: PERMISSIONS_POLICY,
      strictTransportSecurity: false,
      overwrite: false,
    });
  const headers = headersWith(false);
  const wasmPageHeaders = headersWith(true);
  const previewPageHeaders = headersWith(false, true);
  const httpsSite = options.publicOrigin?.startsWith('https:') ?? false;
  return async (c, next) => {
    const isPreviewPage = !c.req.path.startsWith('/api/') && c.req.query(PREVIEW_PARAM) !== undefined;
    await (isWasmPage(c.req.path) ? wasmPageHeaders : isPreviewPage ? previewPageHeaders : headers)(c, next);
    const proxiedHttps = options.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
    if (httpsSite || proxiedHttps) c.res.headers.set('strict-transport-security', HSTS);
  };
}
