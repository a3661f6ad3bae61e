import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerVisitor } from '../../../test/accounts.ts';
import type { BrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildRoadMap, buildSocialNetwork, buildSponsor, uniqueId } from '../../../test/factories.ts';
import { addGuideManager, buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/** Data rules of the panel that keep one guide's managers out of another guide (docs/panel-api.md). */
const t = setupTestApp();
const app = () => t.app;

let matrix: RoleMatrix;
beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
});

const guideBody = (name: string, overrides: Record<string, unknown> = {}) => ({
  name: { pt: `${name} ${uniqueId('g')}` },
  type: 'Público',
  description: { pt: 'Um guia de teste.' },
  latitude: -8.06,
  longitude: -34.88,
  address: {
    zipCode: '50000-000',
    road: 'Rua da Aurora',
    number: '10',
    neighborhood: 'Boa Vista',
    city: 'Recife',
    state: 'PE',
  },
  ...overrides,
});

async function call(agent: BrowserAgent, method: string, path: string, json?: unknown) {
  const response = await agent.request(path, { method, json });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string; field?: string } },
  };
}

describe("another guide's sponsors and social networks", () => {
  it("a guide admin cannot list another guide's sponsor, so cannot edit what that guide's visitors see", async () => {
    const sponsor = await buildSponsor({ url: 'https://example.org/b' });
    const guideB = await buildGuide({ sponsorIds: [sponsor.id] });
    const admin = matrix.agents.guideAdmin;

    const taken = await call(admin, 'PATCH', `/api/panel/guides/${matrix.guideId}`, { sponsorIds: [sponsor.id] });
    expect(taken.status).toBe(403);
    expect(taken.body.error).toMatchObject({ code: 'permission/denied', field: 'sponsorIds' });

    const edited = await call(admin, 'PATCH', `/api/panel/guides/${matrix.guideId}/sponsors/${sponsor.id}`, {
      url: 'https://evil.example',
    });
    expect(edited.body.error?.code).toBe('sponsor/not-found');
    const seen = await call(matrix.agents.globalAdmin, 'GET', `/api/panel/guides/${guideB.id}/sponsors`);
    expect(seen.body.sponsors).toEqual([expect.objectContaining({ id: sponsor.id, url: 'https://example.org/b' })]);
  });

  it("the same for social networks, for road maps' partners, and on creating a guide", async () => {
    const network = await buildSocialNetwork();
    await buildGuide({ socialNetIds: [network.id] });
    const admin = matrix.agents.guideAdmin;
    const taken = await call(admin, 'PATCH', `/api/panel/guides/${matrix.guideId}`, { socialNetIds: [network.id] });
    expect(taken.body.error).toMatchObject({ code: 'permission/denied', field: 'socialNetIds' });

    const roadSponsor = await buildSponsor();
    await buildRoadMap({ sponsorIds: [roadSponsor.id] });
    const fromRoad = await call(admin, 'PATCH', `/api/panel/guides/${matrix.guideId}`, {
      sponsorIds: [roadSponsor.id],
    });
    expect(fromRoad.body.error?.code).toBe('permission/denied');

    const created = await call(
      matrix.agents.otherGuideAdmin,
      'POST',
      '/api/panel/guides',
      guideBody('Guia que pega parceiros', { socialNetIds: [network.id] }),
    );
    expect(created.body.error?.code).toBe('permission/denied');
  });

  it('lists partners no other guide uses, those of guides the actor also edits, and any for a global admin', async () => {
    const free = await buildSponsor();
    const own = await buildSponsor();
    await buildGuide({ sponsorIds: [own.id] });
    const shared = await buildSponsor();
    await call(matrix.agents.globalAdmin, 'PATCH', `/api/panel/guides/${matrix.otherGuideId}`, {
      sponsorIds: [shared.id],
    });
    // otherGuideAdmin edits both guides listing `shared` once it is added to a guide they administer.
    const admin = matrix.agents.otherGuideAdmin;
    const secondGuide = await call(
      admin,
      'POST',
      '/api/panel/guides',
      guideBody('Segundo guia do administrador', { sponsorIds: [shared.id, free.id] }),
    );
    expect(secondGuide.status, JSON.stringify(secondGuide.body)).toBe(201);

    const global = await call(matrix.agents.globalAdmin, 'PATCH', `/api/panel/guides/${matrix.guideId}`, {
      sponsorIds: [own.id],
    });
    expect(global.status).toBe(200);
    // A sponsor the guide already lists stays listable, whoever else lists it.
    const kept = await call(matrix.agents.guideAdmin, 'PATCH', `/api/panel/guides/${matrix.guideId}`, {
      sponsorIds: [own.id],
    });
    expect(kept.status).toBe(200);
  });
});

describe('deleting a guide', () => {
  it("deletes its library's files from the storage: their URLs answer 404", async () => {
    const guide = await buildGuide();
    const admin = matrix.agents.globalAdmin;
    const image = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(image)], 'fachada.png', { type: 'image/png' }));
    const posted = await admin.request(`/api/guides/${guide.id}/media`, { method: 'POST', body: form });
    expect(posted.status).toBe(201);
    const item = (await posted.json()) as { fileUrl: string; variants: Array<{ fileUrl: string }> };
    const urls = [item.fileUrl, ...item.variants.map((variant) => variant.fileUrl)];
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect((await t.app.request(url)).status).toBe(200);

    expect((await call(admin, 'DELETE', `/api/panel/guides/${guide.id}`)).status).toBe(200);
    for (const url of urls) expect((await t.app.request(url)).status, url).toBe(404);
  });
});

describe('a guide keeps an admin', () => {
  const managersOf = async (guideId: string) =>
    (await call(matrix.agents.globalAdmin, 'GET', `/api/panel/guides/${guideId}/managers`)).body.managers as Array<{
      id: string;
      roles: string[];
    }>;

  it("its only admin cannot take 'Administração' from themselves by adding themselves again; a global admin can", async () => {
    const guide = await buildGuide();
    const only = await registerVisitor(app);
    await addGuideManager(t.db, guide.id, only, ['Administração']);

    const demoted = await call(only.agent, 'POST', `/api/panel/guides/${guide.id}/managers`, {
      email: only.email,
      roles: ['Análise'],
    });
    expect(demoted.status).toBe(409);
    expect(demoted.body.error?.code).toBe('manager/last-admin');
    expect(await managersOf(guide.id)).toEqual([expect.objectContaining({ id: only.id, roles: ['Administração'] })]);

    const byGlobal = await call(matrix.agents.globalAdmin, 'POST', `/api/panel/guides/${guide.id}/managers`, {
      email: only.email,
      roles: ['Análise'],
    });
    expect(byGlobal.status).toBe(200);
    expect(await managersOf(guide.id)).toEqual([expect.objectContaining({ id: only.id, roles: ['Análise'] })]);
  });

  it('two admins removing each other at the same moment: one of them stays admin', async () => {
    const guide = await buildGuide();
    const [first, second] = [await registerVisitor(app), await registerVisitor(app)];
    await addGuideManager(t.db, guide.id, first, ['Administração']);
    await addGuideManager(t.db, guide.id, second, ['Administração']);

    const answers = await Promise.all([
      call(first.agent, 'DELETE', `/api/panel/guides/${guide.id}/managers/${second.id}`),
      call(second.agent, 'DELETE', `/api/panel/guides/${guide.id}/managers/${first.id}`),
    ]);
    // The slower one is refused: as the last admin left, or (when the faster one had already
    // finished before its permission check) as no longer a manager of the guide.
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(1);
    expect(['manager/last-admin', 'permission/denied']).toContain(refused[0]?.body.error?.code);
    const admins = (await managersOf(guide.id)).filter((entry) => entry.roles.includes('Administração'));
    expect(admins).toHaveLength(1);
  });
});
