import { ANONYMOUS_NAME, userProfile } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { uniqueId } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { json } from '../../db/column-types.ts';

const t = setupTestApp();
const browser = () => createBrowserAgent(() => t.app);
const newEmail = () => `${uniqueId('visitante')}@example.com`;

async function signInAnonymously(agent: BrowserAgent): Promise<string> {
  const response = await agent.post('/api/auth/sign-in/anonymous');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user: { id: string } };
  return body.user.id;
}

async function me(agent: BrowserAgent) {
  const response = await agent.request('/api/me');
  expect(response.status).toBe(200);
  return userProfile.parse(await response.json());
}

async function errorCode(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('anonymous sign-in', () => {
  it('creates an anonymous user named Anônimo with the spec defaults, in an HttpOnly Lax cookie', async () => {
    const agent = browser();
    const response = await agent.post('/api/auth/sign-in/anonymous');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('percurso.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    expect(await me(agent)).toMatchObject({
      name: ANONYMOUS_NAME,
      email: null,
      isAnonymous: true,
      roles: ['Comum'],
      experienceLevel: 1,
      idiom: 'Português',
      tutorial: [],
    });
  });

  it('answers a second anonymous sign-in with the session the browser already has (two pages racing)', async () => {
    const agent = browser();
    const first = await signInAnonymously(agent);
    const cookie = agent.cookies.get('percurso.session_token');
    const again = await agent.post('/api/auth/sign-in/anonymous');
    expect(again.status).toBe(200);
    expect(((await again.json()) as { user: { id: string } }).user.id).toBe(first);
    // The same session goes on: no new cookie, no new user.
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(agent.cookies.get('percurso.session_token')).toBe(cookie);
    expect(await me(agent)).toMatchObject({ id: first, isAnonymous: true });
  });
});

describe('GET /api/me', () => {
  it('answers 401 auth/session-required without a session', async () => {
    expect(await errorCode(await browser().request('/api/me'))).toEqual({
      status: 401,
      body: { error: { code: 'auth/session-required' } },
    });
  });
});

describe('sign-up with e-mail and password', () => {
  it('keeps the anonymous user id, and what was recorded for it, when an anonymous visitor registers', async () => {
    const agent = browser();
    const anonymousId = await signInAnonymously(agent);
    // Progress made while anonymous: a tutorial seen and a favourite route.
    await t.db
      .updateTable('user_profiles')
      .set({ tutorial: ['guideSelectionTutorial'] })
      .where('id', '=', anonymousId)
      .execute();
    await t.db
      .insertInto('fav_journeys')
      .values({
        id: uniqueId('fav'),
        user_id: anonymousId,
        guide_id: 'guide-1',
        name: json({ pt: 'Meus favoritos' }),
        point_ids: ['p-1'],
      })
      .execute();

    const email = newEmail();
    const response = await agent.post('/api/auth/sign-up/email', {
      email: ` ${email.toUpperCase()} `,
      password: 'segredo1',
      confirmation: 'segredo1',
      name: 'Ana',
      termsAndPolicyCheck: true,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(anonymousId);

    expect(await me(agent)).toMatchObject({
      id: anonymousId,
      name: 'Ana',
      email,
      isAnonymous: false,
      tutorial: ['guideSelectionTutorial'],
      termsAndPolicyCheck: true,
    });
    const favourites = await t.db
      .selectFrom('fav_journeys')
      .select('user_id')
      .where('user_id', '=', anonymousId)
      .execute();
    expect(favourites).toHaveLength(1);

    // The registered account signs in again, later, to the same id.
    expect((await agent.post('/api/auth/sign-out')).status).toBe(200);
    expect((await agent.request('/api/me')).status).toBe(401);
    const signIn = await agent.post('/api/auth/sign-in/email', { email, password: 'segredo1' });
    expect(signIn.status).toBe(200);
    expect((await me(agent)).id).toBe(anonymousId);
  });

  it('creates a registered user with a profile when there is no session', async () => {
    const agent = browser();
    const email = newEmail();
    const response = await agent.post('/api/auth/sign-up/email', {
      email,
      password: 'segredo1',
      confirmation: 'segredo1',
      name: 'Bruno',
      termsAndPolicyCheck: true,
    });
    expect(response.status).toBe(200);
    expect(await me(agent)).toMatchObject({
      name: 'Bruno',
      email,
      isAnonymous: false,
      roles: ['Comum'],
      experienceLevel: 1,
      termsAndPolicyCheck: true,
    });
  });

  it('answers auth/email-already-exists for an e-mail another account has, anonymous or not', async () => {
    const email = newEmail();
    expect(
      (
        await browser().post('/api/auth/sign-up/email', {
          email,
          password: 'segredo1',
          confirmation: 'segredo1',
          name: 'Carla',
          termsAndPolicyCheck: true,
        })
      ).status,
    ).toBe(200);

    const anonymous = browser();
    const anonymousId = await signInAnonymously(anonymous);
    const fromAnonymous = await anonymous.post('/api/auth/sign-up/email', {
      email,
      password: 'outra-senha',
      confirmation: 'outra-senha',
      name: 'Outra',
      termsAndPolicyCheck: true,
    });
    expect(await errorCode(fromAnonymous)).toEqual({
      status: 409,
      body: { error: { code: 'auth/email-already-exists', field: 'email' } },
    });
    // Nothing changed for the visitor who tried.
    expect(await me(anonymous)).toMatchObject({ id: anonymousId, isAnonymous: true, name: ANONYMOUS_NAME });

    const fresh = await browser().post('/api/auth/sign-up/email', {
      email,
      password: 'outra-senha',
      confirmation: 'outra-senha',
      name: 'Outra',
      termsAndPolicyCheck: true,
    });
    expect(await errorCode(fresh)).toMatchObject({
      status: 409,
      body: { error: { code: 'auth/email-already-exists' } },
    });
  });

  it('refuses a confirmation that differs from the password and a sign-up without the consent, creating nothing', async () => {
    const email = newEmail();
    const base = { email, password: 'segredo1', name: 'Iara' };
    const cases = [
      [{ ...base, confirmation: 'segredo2', termsAndPolicyCheck: true }, 'different-passwords', 'confirmation'],
      [{ ...base, termsAndPolicyCheck: true }, 'different-passwords', 'confirmation'],
      [{ ...base, confirmation: 'segredo1', termsAndPolicyCheck: false }, 'terms-not-accepted', 'termsAndPolicyCheck'],
      [{ ...base, confirmation: 'segredo1' }, 'terms-not-accepted', 'termsAndPolicyCheck'],
    ] as const;
    for (const [body, code, field] of cases) {
      // From no session (better-auth creates the user) and from an anonymous one (upgraded in place).
      const fresh = await browser().post('/api/auth/sign-up/email', body);
      expect(await errorCode(fresh)).toEqual({ status: 400, body: { error: { code, field } } });
      const anonymous = browser();
      const anonymousId = await signInAnonymously(anonymous);
      expect(await errorCode(await anonymous.post('/api/auth/sign-up/email', body))).toEqual({
        status: 400,
        body: { error: { code, field } },
      });
      expect(await me(anonymous)).toMatchObject({ id: anonymousId, isAnonymous: true, termsAndPolicyCheck: false });
    }
    // No account took the e-mail: signing up properly still works.
    const ok = await browser().post('/api/auth/sign-up/email', {
      ...base,
      confirmation: 'segredo1',
      termsAndPolicyCheck: true,
    });
    expect(ok.status).toBe(200);
  });

  it('lets only one of two anonymous visitors racing for the same e-mail have it', async () => {
    const [first, second] = [browser(), browser()];
    await Promise.all([signInAnonymously(first), signInAnonymously(second)]);
    const email = newEmail();
    const responses = await Promise.all(
      [first, second].map((agent) =>
        agent.post('/api/auth/sign-up/email', {
          email,
          password: 'segredo1',
          confirmation: 'segredo1',
          name: 'Hugo',
          termsAndPolicyCheck: true,
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const owners = await t.db.selectFrom('auth_users').select('id').where('email', '=', email).execute();
    expect(owners).toHaveLength(1);
  });

  it('answers auth/weak-password for a password shorter than 6 characters', async () => {
    const anonymous = browser();
    await signInAnonymously(anonymous);
    for (const agent of [anonymous, browser()]) {
      const response = await agent.post('/api/auth/sign-up/email', {
        email: newEmail(),
        password: '12345',
        confirmation: '12345',
        name: 'Davi',
        termsAndPolicyCheck: true,
      });
      expect(await errorCode(response)).toEqual({
        status: 400,
        body: { error: { code: 'auth/weak-password', field: 'password' } },
      });
    }
    expect((await me(anonymous)).isAnonymous).toBe(true);
  });

  it('answers auth/invalid-email for an address that is not one', async () => {
    const response = await browser().post('/api/auth/sign-up/email', {
      email: 'sem-arroba',
      password: 'segredo1',
      confirmation: 'segredo1',
      name: 'Eva',
      termsAndPolicyCheck: true,
    });
    expect(await errorCode(response)).toMatchObject({ status: 400, body: { error: { code: 'auth/invalid-email' } } });
  });
});

describe("better-auth's update-user, checked with the profile's rules", () => {
  it('answers 400 user/name-required for a null, object or blank name, and never stores "[object Object]"', async () => {
    const agent = browser();
    const email = newEmail();
    const signUp = { email, password: 'segredo1', confirmation: 'segredo1', name: 'Ana', termsAndPolicyCheck: true };
    expect((await agent.post('/api/auth/sign-up/email', signUp)).status).toBe(200);
    for (const name of [null, { pt: 'Ana' }, ['Ana'], '   ', 42]) {
      const response = await agent.post('/api/auth/update-user', { name });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'user/name-required', field: 'name' } });
    }
    const unknownField = await agent.post('/api/auth/update-user', { name: 'Ana', emailVerified: true });
    expect(await errorCode(unknownField)).toEqual({ status: 400, body: { error: { code: 'invalid-request' } } });
    const names = await t.db.selectFrom('auth_users').select('name').where('email', '=', email).execute();
    expect(names).toEqual([{ name: 'Ana' }]);

    const renamed = await agent.post('/api/auth/update-user', { name: '  Ana Nova  ' });
    expect(renamed.status).toBe(200);
    const row = await t.db.selectFrom('auth_users').select('name').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.name).toBe('Ana Nova');
  });
});

describe('sign-in with e-mail and password', () => {
  it('answers auth/wrong-password for a registered e-mail and auth/user-not-found for an unknown one', async () => {
    const email = newEmail();
    await browser().post('/api/auth/sign-up/email', {
      email,
      password: 'segredo1',
      confirmation: 'segredo1',
      name: 'Fábio',
      termsAndPolicyCheck: true,
    });

    const wrong = await browser().post('/api/auth/sign-in/email', { email, password: 'segredo2' });
    expect(await errorCode(wrong)).toEqual({ status: 401, body: { error: { code: 'auth/wrong-password' } } });
    const unknown = await browser().post('/api/auth/sign-in/email', { email: newEmail(), password: 'segredo1' });
    expect(await errorCode(unknown)).toEqual({ status: 404, body: { error: { code: 'auth/user-not-found' } } });
  });

  it('replaces an anonymous session with the registered user', async () => {
    const email = newEmail();
    const registered = browser();
    await registered.post('/api/auth/sign-up/email', {
      email,
      password: 'segredo1',
      confirmation: 'segredo1',
      name: 'Gil',
      termsAndPolicyCheck: true,
    });
    const registeredId = (await me(registered)).id;

    const agent = browser();
    const anonymousId = await signInAnonymously(agent);
    expect((await agent.post('/api/auth/sign-in/email', { email, password: 'segredo1' })).status).toBe(200);
    expect(await me(agent)).toMatchObject({ id: registeredId, isAnonymous: false });
    // The anonymous user it replaced is gone, with its profile.
    const leftovers = await t.db.selectFrom('user_profiles').select('id').where('id', '=', anonymousId).execute();
    expect(leftovers).toEqual([]);
  });
});
