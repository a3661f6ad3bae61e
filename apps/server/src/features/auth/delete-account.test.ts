import { describe, expect, it } from 'vitest';
import { anonymousVisitor, answer, errorCodeOf, registerVisitor } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;

describe('POST /api/auth/delete-user', () => {
  it('removes the auth user and the user record, and signs out, with the right password', async () => {
    const visitor = await registerVisitor(app);
    const response = await visitor.agent.post('/api/auth/delete-user', { password: visitor.password });
    expect(response.status).toBe(200);
    expect(visitor.agent.cookies.has('percurso.session_token')).toBe(false);
    expect((await visitor.agent.request('/api/me')).status).toBe(401);

    const authUser = await t.db.selectFrom('auth_users').select('id').where('id', '=', visitor.id).executeTakeFirst();
    const profile = await t.db.selectFrom('user_profiles').select('id').where('id', '=', visitor.id).executeTakeFirst();
    const sessions = await t.db.selectFrom('auth_sessions').select('id').where('user_id', '=', visitor.id).execute();
    expect({ authUser, profile, sessions }).toEqual({ authUser: undefined, profile: undefined, sessions: [] });

    const signIn = await createBrowserAgent(app).post('/api/auth/sign-in/email', {
      email: visitor.email,
      password: visitor.password,
    });
    expect(await errorCodeOf(signIn)).toBe('auth/user-not-found');
  });

  it('answers account/wrong-password (spec: Senha incorreta) and keeps the account', async () => {
    const visitor = await registerVisitor(app);
    const response = await visitor.agent.post('/api/auth/delete-user', { password: 'nao-e-esta' });
    expect(await answer(response)).toEqual({
      status: 403,
      body: { error: { code: 'account/wrong-password', field: 'password' } },
    });
    expect((await visitor.agent.request('/api/me')).status).toBe(200);
  });

  it('answers password-empty without a password, even from a fresh session', async () => {
    const visitor = await registerVisitor(app);
    for (const body of [{}, { password: '' }]) {
      const response = await visitor.agent.post('/api/auth/delete-user', body);
      expect(await answer(response)).toEqual({
        status: 400,
        body: { error: { code: 'password-empty', field: 'password' } },
      });
    }
    expect((await visitor.agent.request('/api/me')).status).toBe(200);
  });

  it('refuses anonymous sessions (auth/anonymous-not-allowed) and requests without a session', async () => {
    const anonymous = await anonymousVisitor(app);
    const response = await anonymous.post('/api/auth/delete-user', { password: 'qualquer' });
    expect(await answer(response)).toEqual({ status: 403, body: { error: { code: 'auth/anonymous-not-allowed' } } });
    const noSession = await createBrowserAgent(app).post('/api/auth/delete-user', { password: 'qualquer' });
    expect(await errorCodeOf(noSession)).toBe('auth/session-required');
  });
});
