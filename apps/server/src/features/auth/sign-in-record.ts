import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { findAccountId } from './auth.repository.ts';
import { type RegistrationMethod, recordSignInId } from './user-profile.repository.ts';

/** The sign-in method of a better-auth endpoint that creates a session; undefined for others. */
export function signInMethod(path: string | undefined, providerId: string | undefined): RegistrationMethod | undefined {
  if (path === '/sign-in/email' || path === '/sign-up/email') return 'email';
  if (path === '/phone-number/verify') return 'phone';
  if (path?.startsWith('/callback') && (providerId === 'google' || providerId === 'facebook')) return providerId;
  return undefined;
}

/**
 * Spec §4 "registrationIdByEmail is updated on login": after every successful registered sign-in,
 * the user document records the id of the account used, by method (docs/product-decisions.md):
 * e-mail → the credential account id (better-auth's is the auth user id), phone → the auth user
 * id (the phone plugin keeps no account row), Google/Facebook → the provider's account id.
 * A failure is logged, never fails the sign-in that already happened.
 */
export function signInRecordPlugin(db: Db, logger: Logger): BetterAuthPlugin {
  return {
    id: 'percurso-sign-in-record',
    hooks: {
      after: [
        {
          matcher: (ctx) =>
            signInMethod(ctx.path, undefined) !== undefined || ctx.path?.startsWith('/callback') === true,
          handler: createAuthMiddleware(async (ctx) => {
            const session = ctx.context.newSession;
            if (!session || session.user.isAnonymous === true) return;
            const params = (ctx.params ?? {}) as { id?: string };
            const method = signInMethod(ctx.path, params.id);
            if (!method) return;
            const userId = session.user.id;
            try {
              const providerId = method === 'email' ? 'credential' : method;
              const id = method === 'phone' ? userId : ((await findAccountId(db, userId, providerId)) ?? userId);
              await recordSignInId(db, userId, method, id);
            } catch (error) {
              logger.error({ err: error, userId, method }, 'registration id not recorded on sign-in');
            }
          }),
        },
      ],
    },
  };
}
