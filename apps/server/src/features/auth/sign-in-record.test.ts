import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newEmail, registerVisitor } from '../../../test/accounts.ts';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { signInMethod } from './sign-in-record.ts';

const t = setupTestApp();
const app = () => t.app;
const browser = () => createBrowserAgent(app);

async function registrationIds(id: string) {
  return t.db
    .selectFrom('user_profiles')
    .select(['registration_id_by_email', 'registration_id_by_phone'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function clearRegistrationIds(id: string) {
  await t.db
    .updateTable('user_profiles')
    .set({ registration_id_by_email: null, registration_id_by_phone: null })
    .where('id', '=', id)
    .execute();
}

async function lastCode(to: string): Promise<string> {
  const dir = path.join(t.dataDir, 'sms-outbox');
  const files = (await readdir(dir)).sort().reverse();
  for (const file of files) {
    const text = await readFile(path.join(dir, file), 'utf8');
    const code = text.startsWith(`To: ${to}\n`) ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
    if (code) return code;
  }
  throw new Error(`no SMS for ${to}`);
}

async function phoneCode(agent: BrowserAgent, phoneNumber: string, intent: 'sign-in' | 'sign-up', name?: string) {
  expect((await agent.post('/api/auth/phone-number/send-otp', { phoneNumber, intent })).status).toBe(200);
  const code = await lastCode(phoneNumber);
  return agent.post('/api/auth/phone-number/verify', { phoneNumber, code, intent, ...(name ? { name } : {}) });
}

describe('registrationIdBy* updated on sign-in (spec §4)', () => {
  it('records registrationIdByEmail on e-mail sign-up without a session and again on every sign-in', async () => {
    const visitor = await registerVisitor(app, { email: newEmail() });
    expect((await registrationIds(visitor.id)).registration_id_by_email).toBe(visitor.id);

    await clearRegistrationIds(visitor.id);
    const other = browser();
    const signIn = await other.post('/api/auth/sign-in/email', { email: visitor.email, password: visitor.password });
    expect(signIn.status).toBe(200);
    expect(await registrationIds(visitor.id)).toEqual({
      registration_id_by_email: visitor.id,
      registration_id_by_phone: null,
    });
  });

  it('leaves it unchanged on a failed sign-in', async () => {
    const visitor = await registerVisitor(app);
    await clearRegistrationIds(visitor.id);
    const wrong = await browser().post('/api/auth/sign-in/email', { email: visitor.email, password: 'errada99' });
    expect(wrong.status).toBe(401);
    expect((await registrationIds(visitor.id)).registration_id_by_email).toBeNull();
  });

  it('records registrationIdByPhone on phone sign-in', async () => {
    const phone = `1198${String(Date.now()).slice(-7)}`;
    const signUp = await phoneCode(browser(), phone, 'sign-up', 'Ana Telefone');
    expect(signUp.status).toBe(200);
    const id = ((await signUp.json()) as { user: { id: string } }).user.id;
    await clearRegistrationIds(id);

    const signIn = await phoneCode(browser(), phone, 'sign-in');
    expect(signIn.status).toBe(200);
    expect(await registrationIds(id)).toEqual({ registration_id_by_email: null, registration_id_by_phone: id });
  });

  it('does not record anything for anonymous sessions', async () => {
    const agent = browser();
    const response = await agent.post('/api/auth/sign-in/anonymous');
    const id = ((await response.json()) as { user: { id: string } }).user.id;
    expect(await registrationIds(id)).toEqual({ registration_id_by_email: null, registration_id_by_phone: null });
  });

  it('maps the social callbacks of Google and Facebook, and nothing else, to their columns', () => {
    expect(signInMethod('/callback/:id', 'google')).toBe('google');
    expect(signInMethod('/callback/:id', 'facebook')).toBe('facebook');
    expect(signInMethod('/callback/:id', 'twitter')).toBeUndefined();
    expect(signInMethod('/sign-in/anonymous', undefined)).toBeUndefined();
  });
});
