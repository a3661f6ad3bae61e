import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint, createAuthMiddleware, getOAuthState, getSessionFromCtx } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';

type EndpointContext = Parameters<typeof getSessionFromCtx>[0];

/** The paths that can change who a browser is: sign-in and sign-up by any method, OAuth callbacks. */
const IDENTITY_PATHS = /^\/(sign-in|sign-up|callback|oauth2\/callback|phone-number\/verify)(\/|$)/;

/**
 * A new session token on every change of identity (no session fixation, docs/decisions/0005-auth.md):
 * - after a sign-in or sign-up that created a session, the session of the token the request came
 *   with is ended, whoever it belonged to;
 * - linking a provider to the signed-in account (the callback of /link-social) keeps the user
 *   but swaps the token;
 * - `auth.api.rotateSession` (server only) does the same for our in-place upgrades of an
 *   anonymous visitor (e-mail and phone sign-up), which keep the user id.
 * Listed after the anonymous plugin, whose hook still reads the old session to delete its user.
 */
export function sessionRotationPlugin() {
  return {
    id: 'percurso-session-rotation',
    endpoints: {
      rotateSession: createAuthEndpoint.serverOnly({ method: 'POST', requireHeaders: true }, async (ctx) => {
        return ctx.json({ rotated: await rotate(ctx) });
      }),
    },
    hooks: {
      after: [
        {
          matcher: (ctx) => IDENTITY_PATHS.test(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const previous = await previousToken(ctx);
            if (!previous) return;
            const created = ctx.context.newSession;
            if (created) {
              if (created.session.token !== previous) await ctx.context.internalAdapter.deleteSession(previous);
              return;
            }
            if ((await getOAuthState())?.link) await rotate(ctx);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

async function previousToken(ctx: Pick<EndpointContext, 'context' | 'getSignedCookie'>) {
  const value = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Replaces the request's session by a new one of the same user; false without a session. */
async function rotate(ctx: EndpointContext): Promise<boolean> {
  const current = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (!current) return false;
  const session = await ctx.context.internalAdapter.createSession(current.user.id);
  await setSessionCookie(ctx, { session, user: current.user });
  await ctx.context.internalAdapter.deleteSession(current.session.token);
  return true;
}
