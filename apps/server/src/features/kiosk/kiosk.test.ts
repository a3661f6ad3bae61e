import { KIOSK_COOKIE, namePathOf } from '@percurso/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, errorCodeOf, registerVisitor } from '../../../test/accounts.ts';
import { buildGuide } from '../../../test/factories.ts';
import { buildRoleMatrix, makeGlobalAdmin, PEOPLE, type Person } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const setup = { pin: '482913', idleMinutes: 3 };

describe('kiosk mode', () => {
  const t = setupTestApp();
  const app = () => t.app;

  it("lets only the guide's administrators set a device to the guide (guide.edit)", async () => {
    const matrix = await buildRoleMatrix(app, t.db);
    const url = `/api/panel/guides/${matrix.guideId}/kiosk`;
    const expected: Record<Person, string> = {
      anonymous: 'auth/anonymous-not-allowed',
      commonUser: 'permission/denied',
      contentEditor: 'permission/denied',
      analyst: 'permission/denied',
      otherGuideAdmin: 'permission/denied',
      guideAdmin: 'ok',
      globalAdmin: 'ok',
      roadMapAdmin: 'permission/denied',
    };
    const outcomes: Record<string, string> = {};
    for (const person of PEOPLE) {
      const response = await matrix.agents[person].post(url, setup);
      outcomes[person] = response.status === 200 ? 'ok' : ((await errorCodeOf(response)) ?? String(response.status));
    }
    expect(outcomes).toEqual(expected);
    expect(await errorCodeOf(await matrix.agents.commonUser.post(url, { pin: '12a4', idleMinutes: 3 }))).toBe(
      'permission/denied',
    );
  });

  it("turns the manager's device into the kiosk: cookie set, session ended, PIN stored hashed", async () => {
    const matrix = await buildRoleMatrix(app, t.db);
    const admin = matrix.agents.guideAdmin;
    const url = `/api/panel/guides/${matrix.guideId}/kiosk`;
    expect(await answer(await admin.post(url, { pin: '12a4', idleMinutes: 3 }))).toEqual({
      status: 400,
      body: { error: { code: 'unlock/invalid-pin', field: 'pin' } },
    });
    expect((await admin.post(url, { pin: '1234', idleMinutes: 90 })).status).toBe(400);
    const started = await admin.post(url, { pin: '482913', idleMinutes: 2 });
    expect(started.status).toBe(200);
    const guide = await t.db
      .selectFrom('guides')
      .select('name')
      .where('id', '=', matrix.guideId)
      .executeTakeFirstOrThrow();
    const kiosk = { guideId: matrix.guideId, guideName: namePathOf(guide.name), idleSeconds: 120 };
    expect(await started.json()).toEqual({ confirmation: 'kiosk-started', kiosk });
    const cookie = started.headers.getSetCookie().find((line) => line.startsWith(`${KIOSK_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(admin.cookies.get(KIOSK_COOKIE)).toBe(matrix.guideId);
    // The manager is signed out of the device: no session there any more.
    expect(await (await admin.request('/api/session')).json()).toEqual({ user: null });
    expect(await (await admin.request('/api/kiosk')).json()).toEqual({ kiosk });
    const stored = await t.db
      .selectFrom('guide_kiosks')
      .select('pin_hash')
      .where('guide_id', '=', matrix.guideId)
      .executeTakeFirstOrThrow();
    expect(stored.pin_hash).toMatch(/^scrypt\$/);
    expect(stored.pin_hash).not.toContain('482913');
  });

  it('refuses the panel, sign-in and account writes from a kiosk, lets the visit through, and leads pages back to the guide', async () => {
    const matrix = await buildRoleMatrix(app, t.db);
    const other = await buildGuide();
    const device = matrix.agents.globalAdmin;
    expect((await device.post(`/api/panel/guides/${matrix.guideId}/kiosk`, setup)).status).toBe(200);
    const { kiosk } = (await (await device.request('/api/kiosk')).json()) as { kiosk: { guideName: string } };
    expect(await answer(await device.request('/api/panel/guides'))).toEqual({
      status: 403,
      body: { error: { code: 'kiosk/locked' } },
    });
    expect(await errorCodeOf(await device.post('/api/auth/sign-in/email', { email: 'a@b.c', password: 'x' }))).toBe(
      'kiosk/locked',
    );
    expect(await errorCodeOf(await device.request('/api/me', { method: 'PATCH', json: { name: 'X' } }))).toBe(
      'kiosk/locked',
    );
    // The visit itself: an anonymous session and the guides' reads.
    expect((await device.post('/api/auth/sign-in/anonymous')).status).toBe(200);
    expect((await device.request(`/api/guides/${other.id}`)).status).toBe(200);
    // Pages (the SPA fallback): another guide, the list, sign-in go back to the kiosk's guide.
    for (const path of ['/index', `/${namePathOf(other.name)}`, '/auth/login', '/painel']) {
      const page = await device.request(path);
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toBe(`/${kiosk.guideName}`);
    }
    expect((await device.request(`/${kiosk.guideName}`)).status).not.toBe(303);
  });

  it('leaves kiosk mode with the right PIN only', async () => {
    const matrix = await buildRoleMatrix(app, t.db);
    const device = matrix.agents.guideAdmin;
    await device.post(`/api/panel/guides/${matrix.guideId}/kiosk`, setup);
    expect(await answer(await device.post('/api/kiosk/leave', { pin: '000000' }))).toEqual({
      status: 403,
      body: { error: { code: 'kiosk/wrong-pin' } },
    });
    expect(device.cookies.get(KIOSK_COOKIE)).toBe(matrix.guideId);
    expect(await answer(await device.post('/api/kiosk/leave', { pin: '482913' }))).toEqual({
      status: 200,
      body: { confirmation: 'kiosk-left' },
    });
    expect(device.cookies.has(KIOSK_COOKIE)).toBe(false);
    expect(await (await device.request('/api/kiosk')).json()).toEqual({ kiosk: null });
    expect((await device.request('/index')).status).not.toBe(303);
  });
});

describe('guessing the kiosk PIN', () => {
  const t = setupTestApp({ settings: () => ({ rateLimits: true }) });
  const app = () => t.app;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 900_000) * 900_000 + 10_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses every PIN after 10 wrong ones from one address, the right one included, until the window ends', async () => {
    // One manager (the role matrix's sign-ups would meet the sign-up limit).
    const guide = await buildGuide();
    const manager = await registerVisitor(app);
    await makeGlobalAdmin(t.db, manager.id);
    const device = manager.agent;
    expect((await device.post(`/api/panel/guides/${guide.id}/kiosk`, setup)).status).toBe(200);
    for (let guess = 0; guess < 10; guess += 1)
      expect(await errorCodeOf(await device.post('/api/kiosk/leave', { pin: String(100000 + guess) }))).toBe(
        'kiosk/wrong-pin',
      );
    const refused = await device.post('/api/kiosk/leave', { pin: '482913' });
    expect(await answer(refused)).toEqual({ status: 429, body: { error: { code: 'rate-limited' } } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(device.cookies.get(KIOSK_COOKIE)).toBe(guide.id);
    vi.setSystemTime(Date.now() + 900_000);
    expect((await device.post('/api/kiosk/leave', { pin: '482913' })).status).toBe(200);
  });
});
