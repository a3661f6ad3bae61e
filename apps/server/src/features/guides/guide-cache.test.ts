import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { guideBundle, pointLookup } from '@percurso/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { buildGuide, buildJourney, buildPoint } from '../../../test/factories.ts';
import { makeGlobalAdmin } from '../../../test/roles.ts';
import { countQueries, setupTestApp } from '../../../test/test-app.ts';
import { backend } from '../../../test/test-database.ts';
import { type App, createApp, createDatabase, type Db } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import type { AllGuidesWatcher, GuideChanges } from '../live/index.ts';
import { createGuideCache } from './guide-cache.ts';

/** The public guide read from memory: no SQL once read, until a write anywhere on the database. */
const t = setupTestApp();

let admin: RegisteredVisitor;
/** The app the admin's requests go to (a second instance in one test). */
let target: () => App = () => t.app;
beforeAll(async () => {
  admin = await registerVisitor(() => target());
  await makeGlobalAdmin(t.db, admin.id);
});

async function guideWithPoints() {
  const guide = await buildGuide({ name: { pt: `Museu ${Math.random().toString(36).slice(2)}` } });
  const journey = await buildJourney({ guideId: guide.id });
  const point = await buildPoint({
    guideId: guide.id,
    journeyIds: [journey.id],
    content: { pt: '<p>Texto longo do ponto.</p>' },
    medias: [{ fileType: 'image', url: '/media/test/a.webp' }],
  });
  await buildJourney({ ...journey, pointOrder: [point.id] });
  return { guide, journey, point };
}

/**
 * Reads until the cache holds the answer: the factories' writes reach the cache through NOTIFY,
 * asynchronously on PostgreSQL, and one arriving after a read empties what that read stored.
 */
async function readUntilCached(path: string) {
  await vi.waitFor(async () => {
    await read(path);
    expect((await t.queriesDuring(() => read(path))).queries).toBe(0);
  });
}

const read = async (path: string, headers: Record<string, string> = {}, app: App = t.app) =>
  await app.request(path, { headers });

describe('the guide read cache', () => {
  it('answers a second read, by name or by id, and its points without any SQL', async () => {
    const { guide, point } = await guideWithPoints();
    const byName = `/api/guides/by-name/${encodeURIComponent(guide.name.pt ?? '')}`;
    const first = await t.queriesDuring(() => read(byName));
    expect(first.result.status).toBe(200);
    expect(first.queries).toBeGreaterThan(0);
    const body = await first.result.text();
    await readUntilCached(byName);

    const second = await t.queriesDuring(() => read(byName));
    expect(second.queries).toBe(0);
    expect(await second.result.text()).toBe(body);
    expect((await t.queriesDuring(() => read(`/api/guides/${guide.id}`))).queries).toBe(0);

    const opened = await t.queriesDuring(() => read(`/api/points/${point.id}`));
    expect(opened.queries).toBe(0);
    expect(pointLookup.parse(await opened.result.json()).point).toEqual(point);
  });

  it('lists points as summaries: their content comes from the point endpoint', async () => {
    const { guide, point } = await guideWithPoints();
    const bundle = guideBundle.parse(await (await read(`/api/guides/${guide.id}`)).json());
    expect(bundle.points).toEqual([
      expect.objectContaining({ id: point.id, name: point.name, kinds: expect.objectContaining({ images: true }) }),
    ]);
    expect(JSON.stringify(bundle)).not.toContain('Texto longo do ponto');
  });

  it('answers 304 to a matching strong ETag without any SQL, for the bundle and for a point', async () => {
    const { guide, point } = await guideWithPoints();
    for (const path of [`/api/guides/${guide.id}`, `/api/points/${point.id}`]) {
      await readUntilCached(path);
      const etag = (await read(path)).headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await t.queriesDuring(() => read(path, { 'if-none-match': etag }));
      expect(again.result.status).toBe(304);
      expect(again.queries).toBe(0);
    }
  });

  it('sends the bundle compressed once with the encoding the browser accepts, with its own ETag', async () => {
    const { guide } = await guideWithPoints();
    const path = `/api/guides/${guide.id}`;
    const plain = await read(path);
    const json = await plain.text();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await read(path, { 'accept-encoding': `${encoding === 'br' ? 'gzip, br' : 'gzip, br;q=0'}` });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')?.toLowerCase()).toBe('accept-encoding');
      expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe(json);
      const etag = response.headers.get('etag') ?? '';
      expect(etag).not.toBe(plain.headers.get('etag'));
      const again = await read(path, { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.status).toBe(304);
    }
  });

  it('keeps serving the published version while the panel edits the draft, and the new one once published', async () => {
    const { guide, point } = await guideWithPoints();
    const path = `/api/guides/${guide.id}`;
    const etag = (await read(path)).headers.get('etag') ?? '';
    await read(`/api/points/${point.id}`);

    const patched = await admin.agent.request(`/api/panel/points/${point.id}`, {
      method: 'PATCH',
      json: { name: { pt: 'Nome editado no painel' }, content: { pt: '<p>Conteúdo novo</p>' } },
    });
    expect(patched.status).toBe(200);
    const renamed = await admin.agent.request(`/api/panel/guides/${guide.id}`, {
      method: 'PATCH',
      json: { description: { pt: 'Descrição do painel' } },
    });
    expect(renamed.status).toBe(200);
    // The draft changed; visitors still get the published version, from memory.
    expect((await read(path, { 'if-none-match': etag })).status).toBe(304);
    const before = pointLookup.parse(await (await read(`/api/points/${point.id}`)).json());
    expect(before.point.content.pt).toBe(point.content.pt);

    const published = await admin.agent.request(`/api/panel/guides/${guide.id}/publish`, {
      method: 'POST',
      json: { note: 'Textos revistos' },
    });
    expect(published.status).toBe(201);
    const next = await read(path, { 'if-none-match': etag });
    expect(next.status).toBe(200);
    const bundle = guideBundle.parse(await next.json());
    expect(bundle.points[0]?.name.pt).toBe('Nome editado no painel');
    expect(bundle.guide.description.pt).toBe('Descrição do painel');
    const opened = pointLookup.parse(await (await read(`/api/points/${point.id}`)).json());
    expect(opened.point.content.pt).toBe('<p>Conteúdo novo</p>');
  });

  it('stops serving a guide switched off, from the panel or by any other write', async () => {
    const { guide } = await guideWithPoints();
    const path = `/api/guides/${guide.id}`;
    expect((await read(path)).status).toBe(200);
    const off = await admin.agent.request(`/api/panel/guides/${guide.id}`, {
      method: 'PATCH',
      json: { enabled: false },
    });
    expect(off.status).toBe(200);
    const next = await read(path);
    expect(next.status).toBe(403);
    expect(await next.json()).toEqual({ error: { code: 'guide/disabled' } });

    const other = await guideWithPoints();
    expect((await read(`/api/guides/${other.guide.id}`)).status).toBe(200);
    await buildGuide({ ...other.guide, enabled: false });
    // A write outside the app reaches it through NOTIFY, asynchronously.
    await vi.waitFor(async () => expect((await read(`/api/guides/${other.guide.id}`)).status).toBe(403));
  });

  describe('with a second server instance on the same database', () => {
    let second: App;
    let secondDb: Db;
    const stopping = new AbortController();
    beforeAll(async () => {
      // Its own pool and its own LISTEN on PostgreSQL; its own listener on the shared PGlite.
      secondDb = backend === 'postgres' ? await createDatabase({ databaseUrl: t.databaseUrl, dataDir: '' }) : t.db;
      second = createApp({ db: secondDb, config: t.config, logger: createLogger('silent'), shutdown: stopping.signal });
    });
    afterAll(async () => {
      stopping.abort();
      if (secondDb !== t.db) await secondDb.destroy();
    });

    it('sees a publish made through the other instance', async () => {
      const { guide, point } = await guideWithPoints();
      const path = `/api/guides/${guide.id}`;
      await readUntilCached(path);
      target = () => second;
      try {
        const patched = await admin.agent.request(`/api/panel/points/${point.id}`, {
          method: 'PATCH',
          json: { name: { pt: 'Editado pela outra instância' } },
        });
        expect(patched.status).toBe(200);
        const published = await admin.agent.request(`/api/panel/guides/${guide.id}/publish`, {
          method: 'POST',
          json: {},
        });
        expect(published.status).toBe(201);
      } finally {
        target = () => t.app;
      }
      await vi.waitFor(async () => {
        const bundle = guideBundle.parse(await (await read(path)).json());
        expect(bundle.points[0]?.name.pt).toBe('Editado pela outra instância');
      });
    });
  });

  it('does not keep a bundle read while a change to its guide arrived', async () => {
    const { guide } = await guideWithPoints();
    const { changes, watcher } = controlledChanges();
    // The change arrives while the build reads the published content (as a NOTIFY of a publish committed meanwhile).
    let inBuild = false;
    const counted = countQueries(t.db);
    const db = counted.db.withPlugin({
      transformQuery: (args) => {
        if (inBuild && JSON.stringify(args.node).includes('"guide_publications"')) watcher().onChange(guide.id);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const cache = createGuideCache(db, changes, createLogger('silent'));
    inBuild = true;
    await cache.bundleById(guide.id);
    inBuild = false;
    const before = counted.count;
    await cache.bundleById(guide.id);
    expect(counted.count - before).toBeGreaterThan(0);
    const settled = counted.count;
    await cache.bundleById(guide.id);
    expect(counted.count).toBe(settled);
    cache.close();
  });

  it('forgets everything when the notifications stop, and stores nothing until they are back', async () => {
    const { guide } = await guideWithPoints();
    const { changes, watcher } = controlledChanges();
    const counted = countQueries(t.db);
    const cache = createGuideCache(counted.db, changes, createLogger('silent'));
    const queriesFor = async () => {
      const before = counted.count;
      await cache.bundleById(guide.id);
      return counted.count - before;
    };
    expect(await queriesFor()).toBeGreaterThan(0);
    expect(await queriesFor()).toBe(0);
    watcher().onLost();
    expect(await queriesFor()).toBeGreaterThan(0);
    expect(await queriesFor()).toBeGreaterThan(0);
    watcher().onResync();
    expect(await queriesFor()).toBeGreaterThan(0);
    expect(await queriesFor()).toBe(0);
    cache.close();
  });
});

/** Guide changes the test delivers itself: `watcher()` is what the cache listens with. */
function controlledChanges() {
  let watching: AllGuidesWatcher | undefined;
  const changes: GuideChanges = {
    channel: 'guide_changed',
    subscribe: async () => () => undefined,
    async watchAll(all) {
      watching = all;
      return { listening: true, stop: () => undefined };
    },
    barrier: async () => undefined,
  };
  const watcher = (): AllGuidesWatcher => {
    if (!watching) throw new Error('the cache is not watching');
    return watching;
  };
  return { changes, watcher };
}
