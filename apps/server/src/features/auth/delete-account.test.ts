import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, answer, errorCodeOf, registerVisitor } from '../../../test/accounts.ts';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
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

async function lastCode(to: string): Promise<string> {
  const dir = path.join(t.dataDir, 'sms-outbox');
  for (const file of (await readdir(dir)).sort().reverse()) {
    const text = await readFile(path.join(dir, file), 'utf8');
    const code = text.startsWith(`To: ${to}\n`) ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
    if (code) return code;
  }
  throw new Error(`no SMS for ${to}`);
}

let phoneCounter = 0;
/** A visitor registered by phone only (no password), signed in. */
async function phoneVisitor() {
  phoneCounter += 1;
  const phone = `2197${String(Date.now()).slice(-4)}${String(phoneCounter).padStart(3, '0')}`;
  const agent = createBrowserAgent(app);
  expect((await agent.post('/api/auth/phone-number/send-otp', { phoneNumber: phone, intent: 'sign-up' })).status).toBe(
    200,
  );
  const code = await lastCode(phone);
  const response = await agent.post('/api/auth/phone-number/verify', {
    phoneNumber: phone,
    code,
    intent: 'sign-up',
    name: 'Paula Celular',
  });
  expect(response.status).toBe(200);
  const id = ((await response.json()) as { user: { id: string } }).user.id;
  return { agent, id, phone };
}

/** A visitor whose only sign-in is a Google account (made in the database: no Google in tests). */
async function socialVisitor() {
  const agent = await anonymousVisitor(app);
  const id = ((await (await agent.request('/api/me')).json()) as { id: string }).id;
  await t.db
    .updateTable('auth_users')
    .set({ is_anonymous: false, name: 'Gil Social', email: `${id}@example.com` })
    .where('id', '=', id)
    .execute();
  const now = new Date();
  await t.db
    .insertInto('auth_accounts')
    .values({
      id: `acc-${id}`,
      account_id: `google-${id}`,
      provider_id: 'google',
      user_id: id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { agent, id };
}

async function expectGone(agent: BrowserAgent, id: string) {
  expect(agent.cookies.has('percurso.session_token')).toBe(false);
  expect((await agent.request('/api/me')).status).toBe(401);
  const authUser = await t.db.selectFrom('auth_users').select('id').where('id', '=', id).executeTakeFirst();
  const profile = await t.db.selectFrom('user_profiles').select('id').where('id', '=', id).executeTakeFirst();
  expect({ authUser, profile }).toEqual({ authUser: undefined, profile: undefined });
}

describe('deleting accounts without a password', () => {
  it('tells the dialog how each account re-authenticates', async () => {
    const visitor = await registerVisitor(app);
    expect(await (await visitor.agent.request('/api/auth/delete-user')).json()).toEqual({
      method: 'password',
      phone: null,
      providers: [],
      recentSignIn: true,
    });
    const phone = await phoneVisitor();
    expect(await (await phone.agent.request('/api/auth/delete-user')).json()).toMatchObject({
      method: 'phone-code',
      phone: `${'•'.repeat(phone.phone.length - 4)}${phone.phone.slice(-4)}`,
    });
    const social = await socialVisitor();
    expect(await (await social.agent.request('/api/auth/delete-user')).json()).toMatchObject({
      method: 'recent-sign-in',
      providers: ['google'],
      recentSignIn: true,
    });
  });

  it('deletes a phone-only account with a fresh SMS code sent to its number, and signs out', async () => {
    const visitor = await phoneVisitor();
    // The sign-up code is used up: it cannot delete.
    const stale = await visitor.agent.post('/api/auth/delete-user', { code: await lastCode(visitor.phone) });
    expect(await answer(stale)).toEqual({
      status: 400,
      body: { error: { code: 'auth/invalid-verification-code', field: 'code' } },
    });
    const sent = await visitor.agent.post('/api/auth/delete-user/send-code', {});
    expect(sent.status).toBe(200);
    const code = await lastCode(visitor.phone);
    const wrong = await visitor.agent.post('/api/auth/delete-user', { code: code === '000000' ? '111111' : '000000' });
    expect(await errorCodeOf(wrong)).toBe('auth/invalid-verification-code');
    expect((await visitor.agent.request('/api/me')).status).toBe(200);

    const response = await visitor.agent.post('/api/auth/delete-user', { code });
    expect(response.status).toBe(200);
    await expectGone(visitor.agent, visitor.id);
    const signIn = await createBrowserAgent(app).post('/api/auth/phone-number/send-otp', {
      phoneNumber: visitor.phone,
      intent: 'sign-in',
    });
    expect(await errorCodeOf(signIn)).toBe('unregistered-phone');
  });

  it('answers auth/invalid-verification-code without a code, and never texts accounts with a password', async () => {
    const visitor = await phoneVisitor();
    expect(await errorCodeOf(await visitor.agent.post('/api/auth/delete-user', {}))).toBe(
      'auth/invalid-verification-code',
    );
    const withPassword = await registerVisitor(app);
    expect(await errorCodeOf(await withPassword.agent.post('/api/auth/delete-user/send-code', {}))).toBe(
      'invalid-request',
    );
  });

  it('deletes a social-only account signed in within 5 minutes, and asks older sessions to sign in again', async () => {
    const old = await socialVisitor();
    await t.db
      .updateTable('auth_sessions')
      .set({ created_at: new Date(Date.now() - 10 * 60 * 1000) })
      .where('user_id', '=', old.id)
      .execute();
    expect(await answer(await old.agent.post('/api/auth/delete-user', {}))).toEqual({
      status: 403,
      body: { error: { code: 'account/recent-sign-in-required' } },
    });
    expect((await old.agent.request('/api/me')).status).toBe(200);

    const recent = await socialVisitor();
    expect((await recent.agent.post('/api/auth/delete-user', {})).status).toBe(200);
    await expectGone(recent.agent, recent.id);
  });
});
