import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { Auth } from '../auth/auth.ts';
import { requireSessionUser } from '../auth/session.ts';
import { type PostalCodeLookup, PostalCodeUnavailableError } from './postal-code-lookup.ts';

/**
 * GET /api/postal-codes/:cep → { city, state }. Needs a session (anonymous is fine) so the server
 * is not an open proxy to the lookup service. When the service fails the profile form lets the
 * user type the city (`postal-code/unavailable`).
 */
export function postalCodeRoutes(auth: Auth, lookup: PostalCodeLookup, logger: Logger) {
  return new Hono<AppEnv>().get('/:cep', async (c) => {
    await requireSessionUser(auth, c);
    // People type 01310-100, 01310100 or 01.310-100.
    const cep = c.req.param('cep').replace(/[\s.-]/g, '');
    if (!/^\d{8}$/.test(cep)) throw new AppError('invalid-request', { field: 'cep' });
    try {
      const place = await lookup.find(cep);
      if (!place) throw new AppError('postal-code/not-found', { field: 'cep' });
      return c.json(place, 200, { 'cache-control': 'private, max-age=86400' });
    } catch (error) {
      if (!(error instanceof PostalCodeUnavailableError)) throw error;
      logger.warn({ err: error, requestId: c.get('requestId') }, 'postal-code lookup failed');
      throw new AppError('postal-code/unavailable', { field: 'cep', cause: error });
    }
  });
}
