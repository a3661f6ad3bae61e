import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CreatedPreviewLink, GuideBundle, PointLookup, PreviewLink } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, errorCodeOf } from '../../../test/accounts.ts';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildJourney, buildPoint } from '../../../test/factories.ts';
import { buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;

let matrix: RoleMatrix;
let nobody: BrowserAgent;
let pointId: string;
let lockedPointId: string;

beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
  nobody = createBrowserAgent(app);
  const journey = await buildJourney({ guideId: matrix.guideId });
  await t.db
    .updateTable('guides')
    .set({ journey_order: [journey.id], enabled: false })
    .where('id', '=', matrix.guideId)
    .execute();
  pointId = (
    await buildPoint({ guideId: matrix.guideId, journeyIds: [journey.id], content: { pt: '<p>Rascunho</p>' } })
  ).id;
  lockedPointId = (
    await buildPoint({
      guideId: matrix.guideId,
      journeyIds: [journey.id],
      qrValidation: true,
      content: { pt: '<p>Só com o QR</p>' },
    })
  ).id;
});

const g = () => matrix.guideId;
const get = (agent: BrowserAgent, path: string) => agent.request(path);

async function createLink(days?: number): Promise<CreatedPreviewLink> {
  const response = await matrix.agents.contentEditor.post(
    `/api/panel/guides/${g()}/preview-links`,
    days === undefined ? {} : { days },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { link: CreatedPreviewLink }).link;
}

describe('previewing a guide draft', () => {
  it("answers the guide's managers its draft, switched-off guide shown on, never cached nor indexed", async () => {
    for (const person of ['contentEditor', 'analyst', 'guideAdmin', 'globalAdmin'] as const) {
      const response = await get(matrix.agents[person], `/api/panel/guides/${g()}/preview`);
      expect(response.status, person).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const bundle = (await response.json()) as GuideBundle;
      expect(bundle.guide).toMatchObject({ id: g(), enabled: true });
      expect(bundle.points.map((point) => point.id)).toEqual([pointId, lockedPointId]);
    }
    // Visitors still get the switched-off guide's answer.
    expect(await errorCodeOf(await get(nobody, `/api/guides/${g()}`))).toBe('guide/disabled');
  });

  it('answers a point of the draft with its whole content, a point that needs its QR code too', async () => {
    await t.db
      .updateTable('points')
      .set({ content: JSON.stringify({ pt: '<p>Texto novo do rascunho</p>' }) as never })
      .where('id', '=', pointId)
      .execute();
    const read = await get(matrix.agents.contentEditor, `/api/panel/guides/${g()}/preview/points/${pointId}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as PointLookup).point.content.pt).toBe('<p>Texto novo do rascunho</p>');
    const locked = (await (
      await get(matrix.agents.analyst, `/api/panel/guides/${g()}/preview/points/${lockedPointId}`)
    ).json()) as PointLookup;
    expect(locked.locked).toBeUndefined();
    expect(locked.point.content.pt).toBe('<p>Só com o QR</p>');
    const elsewhere = await buildPoint({ guideId: matrix.otherGuideId });
    expect(
      await errorCodeOf(
        await get(matrix.agents.globalAdmin, `/api/panel/guides/${g()}/preview/points/${elsewhere.id}`),
      ),
    ).toBe('point/not-found');
  });

  it('refuses the draft to anyone who is not its manager, with the panel codes', async () => {
    const path = `/api/panel/guides/${g()}/preview`;
    expect(await answer(await get(nobody, path))).toMatchObject({
      status: 401,
      body: { error: { code: 'auth/session-required' } },
    });
    expect(await answer(await get(matrix.agents.anonymous, path))).toMatchObject({
      status: 403,
      body: { error: { code: 'auth/anonymous-not-allowed' } },
    });
    for (const person of ['commonUser', 'otherGuideAdmin', 'roadMapAdmin'] as const) {
      expect(await answer(await get(matrix.agents[person], path)), person).toMatchObject({
        status: 403,
        body: { error: { code: 'permission/denied' } },
      });
      const point = await get(matrix.agents[person], `/api/panel/guides/${g()}/preview/points/${pointId}`);
      expect(point.status, person).toBe(403);
    }
  });

  it('lets content editors create, list and revoke links; analysts read the draft but share no link', async () => {
    const created = await createLink();
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.state).toBe('active');
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const refused = await matrix.agents.analyst.post(`/api/panel/guides/${g()}/preview-links`, { days: 3 });
    expect(await errorCodeOf(refused)).toBe('permission/denied');
    for (const days of [0, 31, 1.5]) {
      const invalid = await matrix.agents.guideAdmin.post(`/api/panel/guides/${g()}/preview-links`, { days });
      expect(invalid.status, String(days)).toBe(400);
    }

    const listed = await get(matrix.agents.guideAdmin, `/api/panel/guides/${g()}/preview-links`);
    const { links } = (await listed.json()) as { links: PreviewLink[] };
    expect(links.find((link) => link.id === created.id)).toMatchObject({ state: 'active', revokedAt: null });
    expect(JSON.stringify(links)).not.toContain(created.token);
    // Only the token's hash is stored.
    const stored = await t.db.selectFrom('preview_links').selectAll().where('id', '=', created.id).executeTakeFirst();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const revoked = await matrix.agents.contentEditor.request(`/api/panel/guides/${g()}/preview-links/${created.id}`, {
      method: 'DELETE',
    });
    expect(((await revoked.json()) as { link: PreviewLink }).link.state).toBe('revoked');
    // A link of this guide cannot be revoked through another guide.
    const other = await matrix.agents.globalAdmin.request(
      `/api/panel/guides/${matrix.otherGuideId}/preview-links/${created.id}`,
      { method: 'DELETE' },
    );
    expect(await errorCodeOf(other)).toBe('preview/link-not-found');
  });

  it('opens the draft through a link without an account, until revoked or expired', async () => {
    const link = await createLink(2);
    const bundle = await get(nobody, `/api/preview/${link.token}`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toBe('private, no-store');
    expect(bundle.headers.get('x-robots-tag')).toBe('noindex');
    expect(((await bundle.json()) as GuideBundle).guide.id).toBe(g());
    const point = await get(nobody, `/api/preview/${link.token}/points/${lockedPointId}`);
    expect(((await point.json()) as PointLookup).point.content.pt).toBe('<p>Só com o QR</p>');

    await matrix.agents.guideAdmin.request(`/api/panel/guides/${g()}/preview-links/${link.id}`, { method: 'DELETE' });
    expect(await answer(await get(nobody, `/api/preview/${link.token}`))).toMatchObject({
      status: 410,
      body: { error: { code: 'preview/link-revoked' } },
    });
    expect((await get(nobody, `/api/preview/${link.token}/points/${pointId}`)).status).toBe(410);

    const expiring = await createLink(1);
    await t.db
      .updateTable('preview_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.id)
      .execute();
    expect(await answer(await get(nobody, `/api/preview/${expiring.token}`))).toMatchObject({
      status: 410,
      body: { error: { code: 'preview/link-expired' } },
    });
    const listed = await get(matrix.agents.contentEditor, `/api/panel/guides/${g()}/preview-links`);
    const states = ((await listed.json()) as { links: PreviewLink[] }).links.map((each) => [each.id, each.state]);
    expect(states).toEqual(expect.arrayContaining([[expiring.id, 'expired']]));

    const unknown = await get(nobody, `/api/preview/${'x'.repeat(43)}`);
    expect(await answer(unknown)).toMatchObject({ status: 404, body: { error: { code: 'preview/link-not-found' } } });
  });

  it("serves a preview page as the app's shell, uncached, unindexed, framable by the site only", async () => {
    await mkdir(t.webDist, { recursive: true });
    await writeFile(
      path.join(t.webDist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    const page = await get(nobody, `/Museu?preview=m.${g()}&point=${pointId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const visitorPage = await get(nobody, '/Museu');
    expect(visitorPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(visitorPage.headers.get('x-frame-options')).toBe('DENY');
  });
});
