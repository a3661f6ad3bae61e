import { id, KIOSK_COOKIE, type KioskState, kioskLeave, kioskSetup } from '@percurso/shared';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import { type Auth, endSessionCookies } from '../auth/index.ts';
import { clientAddress, KIOSK_PIN_RATE_LIMITS, limitFailures, type RateLimitSettings } from '../rate-limit/index.ts';
import { checkKioskPin, kioskOf, setUpKiosk } from './kiosk.service.ts';

const NO_STORE = { 'cache-control': 'no-store' };
const guideParam = z.object({ guideId: id });
// Chrome keeps a cookie 400 days at most; a kiosk is set up again after that.
const COOKIE_SECONDS = 400 * 24 * 60 * 60;

/** The guide id of the device's kiosk (its httpOnly cookie), if the device is a kiosk. */
export function kioskGuideIdOf(cookieHeader: string | null | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === KIOSK_COOKIE && value.length > 0) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * POST /api/panel/guides/{guideId}/kiosk (docs/panel-api.md): one of the guide's administrators
 * (guide.edit), signed in on the lent device, sets the guide's kiosk PIN and idle time and turns
 * this device into the guide's kiosk: its httpOnly cookie is set and the manager's session on it
 * is ended, so nothing of the panel stays on a device visitors hold.
 */
export function panelKioskRoutes(db: Db, policy: AccessPolicy, auth: Auth, secureCookies: boolean) {
  return new Hono<AppEnv>().post(
    '/guides/:guideId/kiosk',
    validate('param', guideParam),
    policy.guard('guide.edit', 'guideId'),
    validate('json', kioskSetup),
    async (c) => {
      const kiosk = await setUpKiosk(db, c.req.valid('param').guideId, c.req.valid('json'));
      const signedOut = await endSessionCookies(auth, c.req.raw.headers);
      setCookie(c, KIOSK_COOKIE, kiosk.guideId, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: secureCookies,
        maxAge: COOKIE_SECONDS,
      });
      const response = c.json({ confirmation: 'kiosk-started' as const, kiosk }, 200, NO_STORE);
      for (const cookie of signedOut) response.headers.append('set-cookie', cookie);
      return response;
    },
  );
}

/**
 * The device's side: GET /api/kiosk (the kiosk this device is, or null) and POST /api/kiosk/leave
 * (the guide's kiosk PIN clears the cookie; wrong PINs are limited per address and per guide).
 */
export function kioskRoutes(db: Db, limits: RateLimitSettings) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const guideId = getCookie(c, KIOSK_COOKIE);
      const kiosk: KioskState | null = guideId ? await kioskOf(db, guideId) : null;
      // A kiosk whose guide is gone lets the device go.
      if (guideId && !kiosk) deleteCookie(c, KIOSK_COOKIE, { path: '/' });
      return c.json({ kiosk }, 200, NO_STORE);
    })
    .post('/leave', validate('json', kioskLeave), async (c) => {
      const guideId = getCookie(c, KIOSK_COOKIE);
      if (guideId) {
        const { pin } = c.req.valid('json');
        await limitFailures(
          c,
          db,
          limits,
          [
            { rule: KIOSK_PIN_RATE_LIMITS.perAddress, subject: clientAddress(c, limits.trustProxy) },
            { rule: KIOSK_PIN_RATE_LIMITS.perGuide, subject: guideId },
          ],
          () => checkKioskPin(db, guideId, pin),
          (error) => error instanceof AppError && error.code === 'kiosk/wrong-pin',
        );
        deleteCookie(c, KIOSK_COOKIE, { path: '/' });
      }
      return c.json({ confirmation: 'kiosk-left' as const }, 200, NO_STORE);
    });
}

// The visitor's own writes a kiosk keeps: anonymous progress, answers, tutorials seen.
const AUTH_WRITES_ALLOWED = new Set(['/api/auth/sign-in/anonymous', '/api/auth/sign-out']);
const ME_WRITES_ALLOWED = new Set(['/api/me/answers', '/api/me/tutorials']);

function isLockedInKiosk(c: Context<AppEnv>): boolean {
  const { path, method } = c.req;
  if (path === '/api/panel' || path.startsWith('/api/panel/')) return true;
  if (method === 'GET' || method === 'HEAD') return false;
  if (path.startsWith('/api/auth/')) return !AUTH_WRITES_ALLOWED.has(path);
  return (path === '/api/me' || path.startsWith('/api/me/')) && !ME_WRITES_ALLOWED.has(path);
}

/**
 * On a device in kiosk mode the server refuses the panel, sign-in and sign-up, and account writes
 * (403 `kiosk/locked`): the device is the visitors', whatever its page is made to ask.
 */
export function kioskLock(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isLockedInKiosk(c) && getCookie(c, KIOSK_COOKIE)) throw new AppError('kiosk/locked');
    await next();
  };
}
