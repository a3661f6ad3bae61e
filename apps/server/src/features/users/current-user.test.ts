import { currentUser, userProfile } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, answer, newEmail, registerVisitor } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;

describe('GET /api/session', () => {
  it('answers 200 with no user for a browser without a session (no 401 for a first visit)', async () => {
    const response = await createBrowserAgent(app).request('/api/session');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answer(response)).toEqual({ status: 200, body: { user: null } });
  });

  it('answers the anonymous visitor and the registered user with the document GET /api/me gives', async () => {
    const anonymous = await anonymousVisitor(app);
    const asAnonymous = currentUser.parse(await (await anonymous.request('/api/session')).json());
    expect(asAnonymous.user).toMatchObject({ isAnonymous: true });

    const visitor = await registerVisitor(app);
    const session = currentUser.parse(await (await visitor.agent.request('/api/session')).json());
    const me = userProfile.parse(await (await visitor.agent.request('/api/me')).json());
    expect(session.user).toEqual(me);
    expect(session.user).toMatchObject({ id: visitor.id, isAnonymous: false });
  });

  it('answers no user once the visitor signed out', async () => {
    const visitor = await registerVisitor(app, { email: newEmail() });
    expect((await visitor.agent.post('/api/auth/sign-out')).status).toBe(200);
    expect(await answer(await visitor.agent.request('/api/session'))).toEqual({ status: 200, body: { user: null } });
  });
});

describe('a 7,800-character name at sign-up', () => {
  const longName = 'A'.repeat(7800);
  const signUp = (agent: ReturnType<typeof createBrowserAgent>) =>
    agent.post('/api/auth/sign-up/email', {
      email: newEmail(),
      password: 'segredo1',
      confirmation: 'segredo1',
      name: longName,
      termsAndPolicyCheck: true,
    });

  it('answers user/name-too-long naming the field, with or without an anonymous session', async () => {
    const refusal = { status: 400, body: { error: { code: 'user/name-too-long', field: 'name' } } };
    expect(await answer(await signUp(createBrowserAgent(app)))).toEqual(refusal);
    expect(await answer(await signUp(await anonymousVisitor(app)))).toEqual(refusal);
  });

  it('answers user/name-too-long on better-auth update-user too', async () => {
    const visitor = await registerVisitor(app);
    expect(await answer(await visitor.agent.post('/api/auth/update-user', { name: longName }))).toEqual({
      status: 400,
      body: { error: { code: 'user/name-too-long', field: 'name' } },
    });
  });
});
