import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toNamePath, type UnlockCodes } from '@percurso/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousVisitor, answer, errorCodeOf, registerVisitor } from '../../../test/accounts.ts';
import { buildGuide, buildInstantReward, buildJourney, buildPoint } from '../../../test/factories.ts';
import { progressOf, record, recorded } from '../../../test/interactions.ts';
import { buildRoleMatrix, PEOPLE, type Person } from '../../../test/roles.ts';
import { setupTestApp, TEST_ORIGIN } from '../../../test/test-app.ts';
import { codeSignerFor } from './index.ts';

// A stand-in for the web build's server entry (as in server-rendering.test.ts): its page carries
// every read the server answered for it in its data island, as the real one does.
const entryFolder = mkdtempSync(path.join(tmpdir(), 'percurso-ssr-codes-'));
mkdirSync(entryFolder, { recursive: true });
const entryFile = path.join(entryFolder, 'entry-server.mjs');
writeFileSync(
  entryFile,
  `
export function firstReads(href) {
  const url = new URL(href);
  const point = url.searchParams.get('point');
  return ['/api/app-properties', '/api/guides/by-name' + url.pathname, ...(point ? ['/api/points/' + point] : [])];
}
export async function render(href, reads, options) {
  return { html: '<h1>guia</h1>', title: 'Percurso', lang: 'pt-BR', htmlStyle: '', themeColor: '#6C4CE0',
    data: JSON.stringify(reads).replace(/</g, '\\\\u003c') };
}
`,
);

/** A guide with a journey whose QR-required point carries the instant reward won by unlocking it. */
async function venue() {
  const guide = await buildGuide();
  const journey = await buildJourney({ guideId: guide.id });
  const point = await buildPoint({
    guideId: guide.id,
    journeyIds: [journey.id],
    qrValidation: true,
    content: { pt: '<p>O segredo da peça</p>' },
  });
  const reward = await buildInstantReward({ guideId: guide.id, pointIdsSelected: [point.id], instantRewardRate: 100 });
  return { guide, journey, point, reward };
}

const unsigned = (pointId: string) => `${TEST_ORIGIN}/qrcode/${pointId}`;

describe('honest QR unlocks', () => {
  const t = setupTestApp({ settings: () => ({ webServerEntry: entryFile }) });
  const app = () => t.app;

  /** Sets the guide's unlock codes as its administrator would. */
  async function setCodes(guideId: string, patch: Partial<UnlockCodes>) {
    await t.db
      .insertInto('guide_unlock_codes')
      .values({
        guide_id: guideId,
        ...(patch.signedCodesOnly !== undefined ? { signed_codes_only: patch.signedCodesOnly } : {}),
        ...(patch.venuePin !== undefined ? { venue_pin: patch.venuePin } : {}),
        ...(patch.venuePinExpiresAt !== undefined ? { venue_pin_expires_at: patch.venuePinExpiresAt } : {}),
      })
      .onConflict((conflict) =>
        conflict.column('guide_id').doUpdateSet({
          ...(patch.signedCodesOnly !== undefined ? { signed_codes_only: patch.signedCodesOnly } : {}),
          ...(patch.venuePin !== undefined ? { venue_pin: patch.venuePin } : {}),
          ...(patch.venuePinExpiresAt !== undefined ? { venue_pin_expires_at: patch.venuePinExpiresAt } : {}),
        }),
      )
      .execute();
  }

  beforeAll(async () => {
    await mkdir(path.join(t.webDist, 'assets'), { recursive: true });
    await writeFile(
      path.join(t.webDist, 'index.html'),
      '<!doctype html><html lang="pt-BR"><head><title>Percurso</title>' +
        '<script type="module" crossorigin src="/assets/shell-9.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    await writeFile(
      path.join(t.webDist, 'route-preloads.json'),
      JSON.stringify({
        guideList: { scripts: [], styles: [], data: ['/api/guides'] },
        guide: { scripts: [], styles: [], data: ['/api/guides/by-name/{name}'] },
        point: { scripts: [], styles: [], data: [] },
        catalogues: {},
      }),
    );
  });

  it('accepts unsigned codes by default, as the original system printed them', async () => {
    const { point } = await venue();
    const visitor = await anonymousVisitor(app);
    const unlocked = await recorded(
      await record(visitor, { pointId: point.id, tracker: 'OutOfApp', proof: { qr: unsigned(point.id) } }),
    );
    expect(unlocked.progress.unlockedPointIds).toEqual([point.id]);
  });

  it('with "signed codes only", an unsigned code unlocks nothing and wins nothing; the signed one does both', async () => {
    const { guide, point, reward } = await venue();
    await setCodes(guide.id, { signedCodesOnly: true });
    // Instant rewards are won by registered visitors.
    const visitor = (await registerVisitor(app)).agent;
    expect(
      await answer(
        await record(visitor, { pointId: point.id, tracker: 'OutOfApp', proof: { qr: unsigned(point.id) } }),
      ),
    ).toEqual({ status: 403, body: { error: { code: 'interaction/signed-code-required' } } });
    expect((await progressOf(visitor)).unlockedPointIds).toEqual([]);
    const unclaimed = await t.db
      .selectFrom('instant_rewards')
      .select('winner')
      .where('id', '=', reward)
      .executeTakeFirst();
    expect(unclaimed?.winner).toBeNull();

    const sign = await codeSignerFor(t.db, guide.id);
    const signed = `${unsigned(point.id)}?s=${sign(point.id)}`;
    const unlocked = await recorded(
      await record(visitor, { pointId: point.id, tracker: 'OutOfApp', proof: { qr: signed } }),
    );
    expect(unlocked.progress.unlockedPointIds).toEqual([point.id]);
    expect(unlocked.earnings.instantReward?.reward.id).toBe(reward);
  });

  it('refuses a wrong signature, in either mode, with interaction/bad-qr-signature', async () => {
    const { guide, point } = await venue();
    const other = await buildPoint({ guideId: guide.id, qrValidation: true });
    const sign = await codeSignerFor(t.db, guide.id);
    const visitor = await anonymousVisitor(app);
    const refused = { status: 403, body: { error: { code: 'interaction/bad-qr-signature' } } };
    // Another point's signature, and one made up.
    for (const signature of [sign(other.id), 'AAAAAAAAAAAAAAAA']) {
      const qr = `${unsigned(point.id)}?s=${signature}`;
      expect(await answer(await record(visitor, { pointId: point.id, tracker: 'toolBar', proof: { qr } }))).toEqual(
        refused,
      );
    }
    // A guide that never signed a code has no valid signature.
    const { point: unsignedGuidePoint } = await venue();
    const qr = `${unsigned(unsignedGuidePoint.id)}?s=${sign(unsignedGuidePoint.id)}`;
    expect(
      await answer(await record(visitor, { pointId: unsignedGuidePoint.id, tracker: 'toolBar', proof: { qr } })),
    ).toEqual(refused);
    expect((await progressOf(visitor)).unlockedPointIds).toEqual([]);
  });

  it('shows the signature, the secret and the PIN in no public read: bundle, point read, offline manifest, SSR page', async () => {
    const { guide, point } = await venue();
    await setCodes(guide.id, { venuePin: '482913' });
    const sign = await codeSignerFor(t.db, guide.id);
    const signature = sign(point.id);
    const secret = (
      await t.db
        .selectFrom('guide_unlock_codes')
        .select('qr_secret')
        .where('guide_id', '=', guide.id)
        .executeTakeFirst()
    )?.qr_secret;
    expect(secret).toBeTruthy();
    // The point read after the unlock too: the full content is the visitor's then.
    const visitor = await anonymousVisitor(app);
    const reads = [
      await app().request(`/api/guides/${guide.id}`),
      await app().request(`/api/guides/by-name/${toNamePath(guide.name.pt ?? '')}`),
      await app().request(`/api/points/${point.id}`),
      await app().request(`/api/guides/${guide.id}/offline-manifest`),
      await app().request(`/${toNamePath(guide.name.pt ?? '')}?point=${point.id}`),
    ];
    await recorded(
      await record(visitor, {
        pointId: point.id,
        tracker: 'toolBar',
        proof: { qr: `/qrcode/${point.id}?s=${signature}` },
      }),
    );
    reads.push(await visitor.request(`/api/points/${point.id}`));
    for (const response of reads) {
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain(point.id);
      for (const hidden of [signature, secret ?? '', '482913']) expect(text).not.toContain(hidden);
    }
    // The page is the server-drawn one, with its reads in the data island.
    const page = await (await app().request(`/${toNamePath(guide.name.pt ?? '')}?point=${point.id}`)).text();
    expect(page).toContain('<h1>guia</h1>');
  });

  it('unlocks a QR-required point with the venue PIN; refuses a wrong one and an expired one', async () => {
    const { guide, point, reward } = await venue();
    const located = await buildPoint({
      guideId: guide.id,
      geolocation: true,
      coordinates: { latitude: -8.0631, longitude: -34.8711 },
    });
    const visitor = (await registerVisitor(app)).agent;
    const pin = (value: string, pointId = point.id) =>
      record(visitor, { pointId, tracker: 'intPointDialog', proof: { pin: value } });
    // No PIN set: none is right.
    expect(await errorCodeOf(await pin('123456'))).toBe('interaction/wrong-pin');
    await setCodes(guide.id, { venuePin: '482913', venuePinExpiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(await answer(await pin('482913'))).toEqual({
      status: 403,
      body: { error: { code: 'interaction/pin-expired' } },
    });
    await setCodes(guide.id, { venuePinExpiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await answer(await pin('111111'))).toEqual({
      status: 403,
      body: { error: { code: 'interaction/wrong-pin' } },
    });
    // The desk's PIN does not say the visitor stands at a located point.
    expect(await errorCodeOf(await pin('482913', located.id))).toBe('interaction/location-required');
    expect((await progressOf(visitor)).unlockedPointIds).toEqual([]);
    const unlocked = await recorded(await pin('482913'));
    expect(unlocked.progress.unlockedPointIds).toEqual([point.id]);
    expect(unlocked.earnings.instantReward?.reward.id).toBe(reward);
  });

  it('lets the guide administrators read and set "signed codes only" and the PIN (guide.edit)', async () => {
    const matrix = await buildRoleMatrix(app, t.db);
    const url = `/api/panel/guides/${matrix.guideId}/unlock-codes`;
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
      const response = await matrix.agents[person].request(url, {
        method: 'PATCH',
        json: { signedCodesOnly: true },
      });
      outcomes[person] = response.status === 200 ? 'ok' : ((await errorCodeOf(response)) ?? String(response.status));
    }
    expect(outcomes).toEqual(expected);

    const admin = matrix.agents.guideAdmin;
    expect(await (await admin.request(url)).json()).toEqual({
      unlockCodes: { signedCodesOnly: true, venuePin: null, venuePinExpiresAt: null },
    });
    const until = '2030-01-02T18:00:00.000Z';
    const saved = await admin.request(url, { method: 'PATCH', json: { venuePin: '048213', venuePinExpiresAt: until } });
    expect(await saved.json()).toEqual({
      confirmation: 'unlock-codes-saved',
      unlockCodes: { signedCodesOnly: true, venuePin: '048213', venuePinExpiresAt: until },
    });
    expect(await answer(await admin.request(url, { method: 'PATCH', json: { venuePin: '12a4' } }))).toEqual({
      status: 400,
      body: { error: { code: 'unlock/invalid-pin', field: 'venuePin' } },
    });
    const cleared = await admin.request(url, { method: 'PATCH', json: { venuePin: null, signedCodesOnly: false } });
    expect(((await cleared.json()) as { unlockCodes: UnlockCodes }).unlockCodes).toEqual({
      signedCodesOnly: false,
      venuePin: null,
      venuePinExpiresAt: until,
    });
    expect(
      await errorCodeOf(await matrix.agents.globalAdmin.request('/api/panel/guides/nao-existe/unlock-codes')),
    ).toBe('guide/not-found');
    // Registered visitors read nothing of it either.
    const visitor = await registerVisitor(app);
    expect(await errorCodeOf(await visitor.agent.request(url))).toBe('permission/denied');
  });
});

describe('guessing the venue PIN', () => {
  const t = setupTestApp({ settings: () => ({ rateLimits: true }) });
  const app = () => t.app;

  // A fixed clock at the start of a 15-minute window: no test's requests straddle two.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 900_000) * 900_000 + 10_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a PIN after 10 wrong ones from one address, the right one included, with Retry-After', async () => {
    const { guide, point } = await venue();
    await t.db.insertInto('guide_unlock_codes').values({ guide_id: guide.id, venue_pin: '482913' }).execute();
    const visitor = await anonymousVisitor(app);
    const pin = (value: string) =>
      record(visitor, { pointId: point.id, tracker: 'intPointDialog', proof: { pin: value } });
    for (let guess = 0; guess < 10; guess += 1) {
      expect(await errorCodeOf(await pin(String(100000 + guess)))).toBe('interaction/wrong-pin');
    }
    const refused = await pin('482913');
    expect(await answer(refused)).toEqual({ status: 429, body: { error: { code: 'rate-limited' } } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await progressOf(visitor)).unlockedPointIds).toEqual([]);
    // The next window, the right PIN unlocks.
    vi.setSystemTime(Date.now() + 900_000);
    expect((await recorded(await pin('482913'))).progress.unlockedPointIds).toEqual([point.id]);
  });
});
