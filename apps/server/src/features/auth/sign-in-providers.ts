// What the sign-in screen lists, apart from social.ts's plugins: better-auth loads on the first
// auth request (lazy-auth.ts), and these run without it.

/** The provider id of the OIDC_* provider: its callback is /api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = 'oidc';

/** What GET /api/auth/providers lists, for the web's sign-in buttons. */
export interface SignInProvider {
  id: string;
  name: string;
}

export const BUILT_IN = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'twitter', name: 'X (Twitter)' },
] as const;

/**
 * GET /api/auth/providers: the providers better-auth has, so an OIDC issuer whose discovery
 * failed at start-up gets no button. Built-in ones first, in a fixed order.
 */
export async function signInProviders(auth: { $context: Promise<{ socialProviders: SignInProvider[] }> }) {
  const { socialProviders } = await auth.$context;
  const order = (id: string) => {
    const index = BUILT_IN.findIndex((provider) => provider.id === id);
    return index === -1 ? BUILT_IN.length : index;
  };
  const providers = socialProviders
    .map(({ id, name }) => ({ id, name: BUILT_IN.find((provider) => provider.id === id)?.name ?? name }))
    .sort((a, b) => order(a.id) - order(b.id));
  return { providers };
}
