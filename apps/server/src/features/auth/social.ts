import type { BetterAuthPlugin } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins';
import { socialProviders as builtInProviders } from 'better-auth/social-providers';
import { sql } from 'kysely';
import type { SocialSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { BUILT_IN, OIDC_PROVIDER_ID } from './sign-in-providers.ts';

/**
 * better-auth plugins for social sign-in: Google, Facebook and Twitter with better-auth's own
 * providers, the OIDC_* issuer through the generic OAuth plugin (discovered when better-auth
 * starts), and a hook that records the provider's account id on the user document
 * (registration_id_by_google / _by_facebook). Sign-in goes through better-auth's
 * POST /sign-in/social and GET /callback/:provider; from an anonymous session the anonymous
 * plugin then deletes the anonymous user (sign-in replaces the user, as with e-mail).
 */
export function socialPlugins(db: Db, settings: SocialSettings = {}): BetterAuthPlugin[] {
  const plugin: BetterAuthPlugin = {
    id: 'percurso-social',
    init: (ctx) => {
      const added = BUILT_IN.flatMap(({ id }) => {
        const client = settings[id];
        return client ? [builtInProviders[id]({ clientId: client.clientId, clientSecret: client.clientSecret })] : [];
      });
      return {
        context: { socialProviders: [...ctx.socialProviders, ...added] },
        options: {
          databaseHooks: {
            account: {
              create: {
                after: async (account) => {
                  await recordProviderAccount(db, account.userId, account.providerId, account.accountId);
                },
              },
            },
          },
        },
      };
    },
  };
  const { oidc } = settings;
  if (!oidc) return [plugin];
  return [
    plugin,
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name: oidc.name,
          discoveryUrl: `${oidc.issuerUrl.replace(/\/+$/, '')}/.well-known/openid-configuration`,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          scopes: ['openid', 'profile', 'email'],
          pkce: true,
        },
      ],
    }),
  ];
}

async function recordProviderAccount(db: Db, userId: string, providerId: string, accountId: string) {
  const column =
    providerId === 'google'
      ? 'registration_id_by_google'
      : providerId === 'facebook'
        ? 'registration_id_by_facebook'
        : undefined;
  if (!column) return;
  await db
    .updateTable('user_profiles')
    .set({ [column]: accountId, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}
