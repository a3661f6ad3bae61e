import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ANONYMOUS_NAME, userProfile } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const browser = () => createBrowserAgent(() => t.app);

let counter = 0;
/** A fresh Brazilian mobile number, typed the way people do: '(11) 9XXXX-XXXX'. */
function newPhone(): { typed: string; normalized: string } {
  counter += 1;
  const eight = String(Date.now() % 1e4).padStart(4, '0') + String(counter).padStart(4, '0');
  return { typed: `(11) 9${eight.slice(0, 4)}-${eight.slice(4)}`, normalized: `119${eight}` };
}

async function smsFiles(): Promise<string[]> {
  const dir = path.join(t.dataDir, 'sms-outbox');
  return (await readdir(dir).catch(() => [])).map((name) => path.join(dir, name));
}

/** The code of the newest SMS written to the outbox for `to`. */
async function lastCode(to: string): Promise<string> {
  const texts = await Promise.all((await smsFiles()).sort().map((file) => readFile(file, 'utf8')));
  const text = texts.reverse().find((body) => body.startsWith(`To: ${to}\n`));
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no SMS for ${to}`);
  return code;
}

async function sendCode(agent: BrowserAgent, phoneNumber: string, intent: 'sign-in' | 'sign-up') {
  return agent.post('/api/auth/phone-number/send-otp', { phoneNumber, intent });
}

async function verify(agent: BrowserAgent, body: Record<string, unknown>) {
  return agent.post('/api/auth/phone-number/verify', body);
}

async function failure(response: Response) {
  return { status: response.status, body: await response.json() };
}

async function me(agent: BrowserAgent) {
  const response = await agent.request('/api/me');
  expect(response.status).toBe(200);
  return userProfile.parse(await response.json());
}

async function registerByPhone(agent: BrowserAgent, typed: string, normalized: string, name = 'Maria Telefone') {
  expect((await sendCode(agent, typed, 'sign-up')).status).toBe(200);
  const response = await verify(agent, {
    phoneNumber: typed,
    code: await lastCode(normalized),
    intent: 'sign-up',
    name,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

describe('phone sign-up and sign-in by SMS code', () => {
  it('writes the SMS with the code to DATA_DIR/sms-outbox and logs the file, not the code', async () => {
    const phone = newPhone();
    const response = await sendCode(browser(), phone.typed, 'sign-up');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    const code = await lastCode(phone.normalized);
    expect(code).toMatch(/^\d{6}$/);
    const logged = t.logs.map((line) => JSON.stringify(line)).filter((line) => line.includes('sms-outbox'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.some((line) => line.includes(code))).toBe(false);
  });

  it('registers a new visitor, stores phone and phoneInverted, and signs in with the code later', async () => {
    const phone = newPhone();
    const agent = browser();
    const id = await registerByPhone(agent, phone.typed, phone.normalized);
    const profile = await me(agent);
    expect(profile).toMatchObject({ id, name: 'Maria Telefone', phone: phone.normalized, isAnonymous: false });
    const row = await t.db
      .selectFrom('user_profiles')
      .select(['phone_inverted'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.phone_inverted).toBe(phone.normalized.slice(-8).split('').reverse().join(''));

    // Later, on another device, written with the country code: the same account.
    const other = browser();
    const typed = `+55 ${phone.typed}`;
    expect((await sendCode(other, typed, 'sign-in')).status).toBe(200);
    const signIn = await verify(other, {
      phoneNumber: typed,
      code: await lastCode(phone.normalized),
      intent: 'sign-in',
    });
    expect(signIn.status).toBe(200);
    expect((await me(other)).id).toBe(id);
  });

  it('keeps the anonymous user id, and its progress, when an anonymous visitor registers by phone', async () => {
    const agent = browser();
    const anonymous = await agent.post('/api/auth/sign-in/anonymous');
    const anonymousId = ((await anonymous.json()) as { user: { id: string } }).user.id;
    await t.db
      .updateTable('user_profiles')
      .set({ tutorial: ['guideSelectionTutorial'] })
      .where('id', '=', anonymousId)
      .execute();
    expect((await me(agent)).name).toBe(ANONYMOUS_NAME);

    const phone = newPhone();
    const id = await registerByPhone(agent, phone.typed, phone.normalized, 'João Anônimo Não');
    expect(id).toBe(anonymousId);
    expect(await me(agent)).toMatchObject({
      id: anonymousId,
      isAnonymous: false,
      name: 'João Anônimo Não',
      phone: phone.normalized,
      tutorial: ['guideSelectionTutorial'],
    });
  });

  it("answers unregistered-phone ('Telefone ainda não cadastrado!') to sign in with an unknown number", async () => {
    const phone = newPhone();
    expect(await failure(await sendCode(browser(), phone.typed, 'sign-in'))).toEqual({
      status: 404,
      body: { error: { code: 'unregistered-phone', field: 'phoneNumber' } },
    });
    expect(
      await failure(await verify(browser(), { phoneNumber: phone.typed, code: '123456', intent: 'sign-in' })),
    ).toMatchObject({ status: 404, body: { error: { code: 'unregistered-phone' } } });
  });

  it('answers phone-already-exists to register a number an account has, in any writing', async () => {
    const phone = newPhone();
    await registerByPhone(browser(), phone.typed, phone.normalized);
    expect(await failure(await sendCode(browser(), `0${phone.normalized}`, 'sign-up'))).toEqual({
      status: 409,
      body: { error: { code: 'phone-already-exists', field: 'phoneNumber' } },
    });
  });

  it('answers phone-empty without a number and auth/invalid-phone-number for letters', async () => {
    expect(await failure(await sendCode(browser(), ' ( ) - ', 'sign-in'))).toMatchObject({
      status: 400,
      body: { error: { code: 'phone-empty' } },
    });
    expect(await failure(await browser().post('/api/auth/phone-number/send-otp', { intent: 'sign-up' }))).toMatchObject(
      { status: 400, body: { error: { code: 'phone-empty' } } },
    );
    expect(await failure(await sendCode(browser(), '11 9abc-1234', 'sign-up'))).toMatchObject({
      status: 400,
      body: { error: { code: 'auth/invalid-phone-number' } },
    });
  });

  it('answers auth/invalid-verification-code to a wrong code, and voids the code after 3 wrong tries', async () => {
    const phone = newPhone();
    const agent = browser();
    await registerByPhone(agent, phone.typed, phone.normalized);
    const other = browser();
    expect((await sendCode(other, phone.typed, 'sign-in')).status).toBe(200);
    const code = await lastCode(phone.normalized);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = () => verify(other, { phoneNumber: phone.typed, code: wrong, intent: 'sign-in' });
    expect(await failure(await attempt())).toEqual({
      status: 400,
      body: { error: { code: 'auth/invalid-verification-code' } },
    });
    expect((await other.request('/api/me')).status).toBe(401);
    await attempt();
    await attempt();
    const late = await verify(other, { phoneNumber: phone.typed, code, intent: 'sign-in' });
    expect(late.status).toBeGreaterThanOrEqual(400);
  });

  it('keeps the password endpoints of the phone plugin closed', async () => {
    const response = await browser().post('/api/auth/sign-in/phone-number', {
      phoneNumber: '11987654321',
      password: 'x',
    });
    expect(response.status).toBe(404);
  });
});

describe('one account per phone comparison key (last 8 digits), under concurrent sign-ups', () => {
  /** Two writings of one number: as typed locally and with the country code. */
  function twoWritings() {
    const phone = newPhone();
    return [
      { typed: phone.typed, normalized: phone.normalized },
      { typed: `+55 ${phone.typed}`, normalized: `+55${phone.normalized}` },
    ];
  }

  async function raceSignUps(agents: BrowserAgent[]) {
    const writings = twoWritings();
    for (const [index, writing] of writings.entries()) {
      const agent = agents[index] as BrowserAgent;
      expect((await sendCode(agent, writing.typed, 'sign-up')).status).toBe(200);
    }
    const codes = [await lastCode(writings[0]?.normalized ?? ''), await lastCode(writings[1]?.normalized ?? '')];
    const responses = await Promise.all(
      writings.map((writing, index) =>
        verify(agents[index] as BrowserAgent, {
          phoneNumber: writing.typed,
          code: codes[index],
          intent: 'sign-up',
          name: `Corrida ${index}`,
        }),
      ),
    );
    const answers = await Promise.all(responses.map((response) => failure(response)));
    const key = writings[0]?.normalized.slice(-8).split('').reverse().join('') ?? '';
    const owners = await t.db.selectFrom('user_profiles').select('id').where('phone_inverted', '=', key).execute();
    return { answers, owners };
  }

  function expectOneWinner(answers: Array<{ status: number; body: unknown }>) {
    const statuses = answers.map((entry) => entry.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((entry) => entry.status === 409)?.body).toEqual({
      error: { code: 'phone-already-exists', field: 'phoneNumber' },
    });
  }

  it('lets one of two sign-ups without a session win; the other answers phone-already-exists', async () => {
    const agents = [browser(), browser()];
    const { answers, owners } = await raceSignUps(agents);
    expectOneWinner(answers);
    expect(owners).toHaveLength(1);
    const signedIn = await Promise.all(agents.map(async (agent) => (await agent.request('/api/me')).status));
    expect(signedIn.sort()).toEqual([200, 401]);
    const phoneUsers = await t.db
      .selectFrom('auth_users')
      .select('id')
      .where('name', 'like', 'Corrida %')
      .where(
        'id',
        'not in',
        owners.map((owner) => owner.id),
      )
      .where('phone_number', 'is not', null)
      .execute();
    expect(phoneUsers).toEqual([]);
  });

  it('lets one of two anonymous visitors registering the same number win', async () => {
    const agents = [browser(), browser()];
    for (const agent of agents) expect((await agent.post('/api/auth/sign-in/anonymous')).status).toBe(200);
    const { answers, owners } = await raceSignUps(agents);
    expectOneWinner(answers);
    expect(owners).toHaveLength(1);
  });

  it('refuses a second profile with the same key at the database (partial unique index)', async () => {
    const first = await anonymousId();
    const second = await anonymousId();
    await t.db.updateTable('user_profiles').set({ phone_inverted: '12345678' }).where('id', '=', first).execute();
    await expect(
      t.db.updateTable('user_profiles').set({ phone_inverted: '12345678' }).where('id', '=', second).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  async function anonymousId(): Promise<string> {
    const response = await browser().post('/api/auth/sign-in/anonymous');
    return ((await response.json()) as { user: { id: string } }).user.id;
  }
});
