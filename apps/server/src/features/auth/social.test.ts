import { userProfile } from '@percurso/shared';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { uniqueId } from '../../../test/factories.ts';
import { setupTestApp, TEST_ORIGIN } from '../../../test/test-app.ts';
import { OIDC_PROVIDER_ID } from './sign-in-providers.ts';

// A local OpenID Connect server (it approves every authorization request at once), configured as
// the OIDC_* provider; started before the app so better-auth's discovery finds it.
const oidc = new OAuth2Server();
/** The identity the next token is issued for. */
let identity = { sub: 'nobody', email: 'nobody@example.com', name: 'Nobody' };

beforeAll(async () => {
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, 'localhost');
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...identity, email_verified: true });
  });
});
afterAll(() => oidc.stop());

const t = setupTestApp({
  settings: () => ({
    social: {
      oidc: { issuerUrl: issuerUrl(), clientId: 'percurso-test', clientSecret: 'test-secret', name: 'Conta da rede' },
    },
  }),
});
const browser = () => createBrowserAgent(() => t.app);

function issuerUrl(): string {
  const url = oidc.issuer.url;
  if (!url) throw new Error('the OIDC server has not started');
  return url;
}

async function me(agent: BrowserAgent) {
  const response = await agent.request('/api/me');
  expect(response.status).toBe(200);
  return userProfile.parse(await response.json());
}

/** The whole round trip: our sign-in URL, the provider's redirect with a code, our callback. */
async function signInWithOidc(agent: BrowserAgent, urls: Record<string, string> = {}): Promise<Response> {
  const start = await agent.post('/api/auth/sign-in/social', {
    provider: OIDC_PROVIDER_ID,
    callbackURL: '/welcome',
    ...urls,
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(issuerUrl())).toBe(true);

  const authorize = await fetch(url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get('location') ?? '');
  expect(`${callback.origin}${callback.pathname}`).toBe(`${TEST_ORIGIN}/api/auth/callback/${OIDC_PROVIDER_ID}`);
  expect(callback.searchParams.get('code')).toBeTruthy();

  return agent.request(`${callback.pathname}${callback.search}`);
}

describe('GET /api/auth/providers', () => {
  it('lists only the configured providers', async () => {
    const response = await browser().request('/api/auth/providers');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ providers: [{ id: OIDC_PROVIDER_ID, name: 'Conta da rede' }] });
  });
});

describe('social sign-in through an OpenID Connect provider', () => {
  it('signs in a new user with the provider’s name and e-mail, replacing the anonymous one', async () => {
    const agent = browser();
    const anonymous = await agent.post('/api/auth/sign-in/anonymous');
    const anonymousId = ((await anonymous.json()) as { user: { id: string } }).user.id;
    const email = `${uniqueId('social')}@example.com`;
    identity = { sub: uniqueId('sub'), email, name: 'Maria Social' };

    const callback = await signInWithOidc(agent);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/welcome');

    const user = await me(agent);
    expect(user).toMatchObject({
      name: 'Maria Social',
      email,
      isAnonymous: false,
      roles: ['Comum'],
      experienceLevel: 1,
      idiom: 'Português',
    });
    expect(user.id).not.toBe(anonymousId);
    // Sign-in replaces the anonymous user (as e-mail sign-in does): it and its document are gone.
    const leftovers = await t.db.selectFrom('user_profiles').select('id').where('id', '=', anonymousId).execute();
    expect(leftovers).toEqual([]);
    const account = await t.db
      .selectFrom('auth_accounts')
      .select(['provider_id', 'account_id'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ provider_id: OIDC_PROVIDER_ID, account_id: identity.sub });
  });

  it('signs the same user in again on a second visit', async () => {
    const email = `${uniqueId('social')}@example.com`;
    identity = { sub: uniqueId('sub'), email, name: 'João Social' };
    const first = browser();
    await signInWithOidc(first);
    const firstUser = await me(first);

    const second = browser();
    await second.post('/api/auth/sign-in/anonymous');
    await signInWithOidc(second);
    expect((await me(second)).id).toBe(firstUser.id);
  });
});

describe('a social sign-in with the e-mail of an e-mail-and-password account', () => {
  it('is not joined to it (that e-mail was never validated) and comes back with error=account_not_linked', async () => {
    const email = `${uniqueId('social')}@example.com`;
    const signUp = await browser().post('/api/auth/sign-up/email', {
      email,
      password: 'segredo1',
      confirmation: 'segredo1',
      name: 'Dona da Conta',
      termsAndPolicyCheck: true,
    });
    expect(signUp.status).toBe(200);
    identity = { sub: uniqueId('sub'), email, name: 'Outra Pessoa' };

    const agent = browser();
    const callback = await signInWithOidc(agent, { errorCallbackURL: '/perfil' });
    expect(callback.status).toBe(302);
    // The web shows 'Email ainda não foi validado!' for it (social-sign-in-error.ts).
    expect(callback.headers.get('location')).toBe('/perfil?error=account_not_linked');
    expect((await agent.request('/api/me')).status).toBe(401);
    const accounts = await t.db
      .selectFrom('auth_accounts')
      .innerJoin('auth_users', 'auth_users.id', 'auth_accounts.user_id')
      .select('auth_accounts.provider_id')
      .where('auth_users.email', '=', email)
      .execute();
    expect(accounts).toEqual([{ provider_id: 'credential' }]);
  });
});

describe('deleting a social-only account', () => {
  it('asks an old session to sign in again, which comes back to the dialog and then deletes', async () => {
    const email = `${uniqueId('social')}@example.com`;
    identity = { sub: uniqueId('sub'), email, name: 'Rita Social' };
    const urls = { callbackURL: '/perfil#excluir-conta', newUserCallbackURL: '/perfil?nova-conta=1#excluir-conta' };
    const agent = browser();
    const first = await signInWithOidc(agent, urls);
    // A first sign-in is a new account: the web saves its language to it.
    expect(first.headers.get('location')).toBe('/perfil?nova-conta=1#excluir-conta');
    const user = await me(agent);
    await t.db
      .updateTable('auth_sessions')
      .set({ created_at: new Date(Date.now() - 6 * 60 * 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const method = await agent.request('/api/auth/delete-user');
    expect(await method.json()).toEqual({
      method: 'recent-sign-in',
      phone: null,
      providers: [OIDC_PROVIDER_ID],
      recentSignIn: false,
    });
    const refused = await agent.post('/api/auth/delete-user', {});
    expect(refused.status).toBe(403);

    const again = await signInWithOidc(agent, urls);
    expect(again.headers.get('location')).toBe('/perfil#excluir-conta');
    expect((await me(agent)).id).toBe(user.id);
    expect((await agent.post('/api/auth/delete-user', {})).status).toBe(200);
    const left = await t.db.selectFrom('auth_users').select('id').where('id', '=', user.id).execute();
    expect(left).toEqual([]);
  });
});
