import { beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { uniqueId } from '../../../test/factories.ts';
import { makeGlobalAdmin } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/**
 * Optimistic concurrency of the panel's editors (docs/panel-api.md): every record an editor reads
 * carries its version; a save based on an older one answers 409 'edit-conflict' and writes nothing.
 */
const t = setupTestApp();
const app = () => t.app;

let admin: RegisteredVisitor;
beforeAll(async () => {
  admin = await registerVisitor(app);
  await makeGlobalAdmin(t.db, admin.id);
});

type Versioned = { id: string; version: string } & Record<string, unknown>;
async function call(method: string, path: string, json?: unknown) {
  const response = await admin.agent.request(path, { method, json });
  const body = (await response.json()) as Record<string, unknown> & { error?: { code: string; field?: string } };
  return { status: response.status, body };
}
async function read(path: string, key: string): Promise<Versioned> {
  const { status, body } = await call('GET', path);
  expect(status).toBe(200);
  return body[key] as Versioned;
}

async function makeGuide() {
  const { body } = await call('POST', '/api/panel/guides', {
    name: { pt: `Museu ${uniqueId('versao')}` },
    type: 'Público',
    description: { pt: 'Um museu de teste.' },
    latitude: -8.06,
    longitude: -34.88,
    address: { zipCode: '50000-000', road: 'Rua', number: '1', neighborhood: 'Centro', city: 'Recife', state: 'PE' },
  });
  return body.guide as Versioned;
}

describe('edit conflicts', () => {
  it('refuses a guide save based on the version before a social network was attached, and keeps it attached', async () => {
    const guide = await makeGuide();
    expect(guide.version).toEqual(expect.any(String));
    const opened = await read(`/api/panel/guides/${guide.id}`, 'guide');
    expect(opened.version).toBe(guide.version);

    const network = await call('POST', `/api/panel/guides/${guide.id}/social-networks`, {
      name: 'Instagram',
      url: 'https://instagram.com/museu',
      image: '/media/logo.png',
    });
    expect(network.status).toBe(201);

    // The form opened before the network was created sends its old list.
    const stale = await call('PATCH', `/api/panel/guides/${guide.id}`, {
      socialNetIds: [],
      topics: ['história'],
      version: opened.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe('edit-conflict');
    const now = await read(`/api/panel/guides/${guide.id}`, 'guide');
    expect(now.socialNetIds).toEqual([(network.body.socialNetwork as Versioned).id]);
    expect(now.topics).toEqual([]);
    expect(now.version).not.toBe(opened.version);

    // Based on the current version, the save goes through and answers the next version.
    const fresh = await call('PATCH', `/api/panel/guides/${guide.id}`, { topics: ['história'], version: now.version });
    expect(fresh.status).toBe(200);
    const saved = fresh.body.guide as Versioned;
    expect(saved.socialNetIds).toEqual(now.socialNetIds);
    expect(saved.version).toBe((await read(`/api/panel/guides/${guide.id}`, 'guide')).version);
  });

  it('refuses a stale save of a journey, a point, a sponsor and a social network', async () => {
    const guide = await makeGuide();
    const journey = (
      await call('POST', '/api/panel/journeys', {
        guideId: guide.id,
        name: { pt: 'Jornada', en: 'Journey' },
        description: { pt: 'Descrição', en: 'Description' },
      })
    ).body.journey as Versioned;
    const point = (
      await call('POST', '/api/panel/points', {
        guideId: guide.id,
        journeyIds: [journey.id],
        name: { pt: 'Ponto' },
        description: { pt: 'Texto' },
      })
    ).body.point as Versioned;
    const sponsor = (
      await call('POST', `/api/panel/guides/${guide.id}/sponsors`, {
        name: 'Apoio',
        url: 'https://apoio.example.org',
        image: '/media/apoio.png',
      })
    ).body.sponsor as Versioned;
    const network = (
      await call('POST', `/api/panel/guides/${guide.id}/social-networks`, {
        name: 'Rede',
        url: 'https://rede.example.org',
        image: '/media/rede.png',
      })
    ).body.socialNetwork as Versioned;

    const editors = [
      {
        path: `/api/panel/journeys/${journey.id}`,
        key: 'journey',
        first: { enabled: false },
        second: { enabled: true },
      },
      { path: `/api/panel/points/${point.id}`, key: 'point', first: { enabled: false }, second: { enabled: true } },
      {
        path: `/api/panel/guides/${guide.id}/sponsors/${sponsor.id}`,
        key: 'sponsor',
        first: { name: 'Apoio A' },
        second: { name: 'Apoio B' },
      },
      {
        path: `/api/panel/guides/${guide.id}/social-networks/${network.id}`,
        key: 'socialNetwork',
        first: { name: 'Rede A' },
        second: { name: 'Rede B' },
      },
    ];
    const listOf = {
      journey: [`/api/panel/guides/${guide.id}/journeys`, 'journeys'],
      point: [`/api/panel/guides/${guide.id}/points`, 'points'],
      sponsor: [`/api/panel/guides/${guide.id}/sponsors`, 'sponsors'],
      socialNetwork: [`/api/panel/guides/${guide.id}/social-networks`, 'socialNetworks'],
    } as const;
    for (const editor of editors) {
      // Two tabs open the record (from its list, as the panel's screens do).
      const [listPath, listKey] = listOf[editor.key as keyof typeof listOf];
      const listed = ((await call('GET', listPath)).body[listKey] as Versioned[])[0];
      const base = listed?.version;
      expect(base, editor.key).toEqual(expect.any(String));
      const first = await call('PATCH', editor.path, { ...editor.first, version: base });
      expect(first.status, editor.key).toBe(200);
      const second = await call('PATCH', editor.path, { ...editor.second, version: base });
      expect(second.status, editor.key).toBe(409);
      expect(second.body.error?.code, editor.key).toBe('edit-conflict');
      // The first save stands; the answer's version is the one to build on.
      const after = ((await call('GET', listPath)).body[listKey] as Versioned[])[0];
      expect(after, editor.key).toMatchObject(editor.first);
      expect(after?.version, editor.key).toBe((first.body[editor.key] as Versioned).version);
      // "Save as a copy" of a shared sponsor or social network is based on a version too.
      if (editor.key === 'sponsor' || editor.key === 'socialNetwork') {
        const copy = await call('POST', `${editor.path}/copy`, { ...editor.second, version: base });
        expect(copy.body.error?.code, editor.key).toBe('edit-conflict');
        expect(((await call('GET', listPath)).body[listKey] as Versioned[])[0]?.id, editor.key).toBe(listed?.id);
      }
    }
  });
});
