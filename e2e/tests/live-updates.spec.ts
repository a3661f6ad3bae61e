import { type GuideBundle, localize } from '@percurso/shared';
import pg from 'pg';
import { startPostgresCluster } from '../../apps/server/test/postgres-cluster.ts';
import { MUSEUM_PATH } from '../support/demo.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { expectPointOpen, skipTutorials } from '../support/pages.ts';
import { PANEL_ADMIN, signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expectToast } from '../support/panel-screens.ts';
import { expect, test } from '../support/test.ts';

// Live updates across processes: the production server runs on a throwaway PostgreSQL, and this
// test process saves a change to the draft through its own database connection (as another server
// instance or the panel would). Visitors keep the published version until a manager publishes
// (issue 29); then the open guide page shows it without a reload. A second process on the same
// database serves a visitor while the first one's manager schedules a publish: it fires once.

let running: { base: string; dataDir: string; databaseUrl: string; stop(): Promise<void> };
/** A second server process on the same database (issue 29: a scheduled publish fires once). */
let second: OwnServer;

// Both processes look for due scheduled publishes every second (30 s by default).
const POLL = { PUBLISH_POLL_MS: '1000' };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const cluster = await startPostgresCluster();
  const servers: OwnServer[] = [];
  try {
    const env = { DATABASE_URL: cluster.adminUrl, ADMIN_EMAIL: PANEL_ADMIN.email, ...POLL };
    // One after the other: the first migrates and seeds the demo, the second finds them.
    const server = await startOwnServer('live', env);
    servers.push(server);
    second = await startOwnServer('live-b', env);
    servers.push(second);
    running = {
      base: server.base,
      dataDir: server.dataDir,
      databaseUrl: cluster.adminUrl,
      async stop() {
        await Promise.all(servers.map((one) => one.stop()));
        await cluster.stop();
      },
    };
  } catch (error) {
    await Promise.all(servers.map((one) => one.stop()));
    await cluster.stop();
    throw error;
  }
});

test.afterAll(async () => {
  await running?.stop();
});

async function saveElsewhere(statement: string, values: unknown[]): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: running.databaseUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** The next whole minute at least `leadSeconds` away, as the venue's clock (America/Sao_Paulo) shows it. */
function nextVenueMinute(leadSeconds: number): { localTime: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + leadSeconds * 1000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { localTime: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`, at };
}

test('a visitor with the guide open sees a point name and description appear once published, without reloading', async ({
  page,
  request,
  browser,
}) => {
  const bundle = (await (await request.get(`${running.base}/api/guides/by-name${MUSEUM_PATH}`)).json()) as GuideBundle;
  const museum = localize(bundle.guide.name, 'pt');
  const firstJourneyId = bundle.guide.journeyOrder[0];
  const journey = bundle.journeys.find((candidate) => candidate.id === firstJourneyId);
  const point = bundle.points.find((candidate) => candidate.id === journey?.pointOrder[0]);
  if (!point) throw new Error('the demo museum needs a first point');
  await skipTutorials(page, [museum]);

  await page.goto(`${running.base}${MUSEUM_PATH}?point=${point.id}`);
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));
  // The page has its live stream open once the server said `ready`.
  await expect(page.locator('html')).toHaveAttribute('data-live', 'on');
  // A marker on this document: a reload would drop it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  const newName = 'Sala renovada ao vivo';
  const newDescription = 'Descrição escrita agora mesmo pela equipe do museu.';
  await saveElsewhere(
    `update points set name = name || jsonb_build_object('pt', $1::text),
       description = description || jsonb_build_object('pt', $2::text),
       content_preview = '{}'::jsonb, updated_at = now()
     where id = $3`,
    [newName, newDescription, point.id],
  );

  // A draft: visitors' reads still answer the published name.
  const read = (await (await request.get(`${running.base}/api/guides/by-name${MUSEUM_PATH}`)).json()) as GuideBundle;
  expect(read.points.find((candidate) => candidate.id === point.id)?.name.pt).toBe(localize(point.name, 'pt'));

  // A manager publishes (from another browser): the open page follows.
  const manager = await (await browser.newContext({ baseURL: running.base })).newPage();
  await signInAsPanelAdmin(manager, running.base, running.dataDir);
  const published = await manager.request.post(`/api/panel/guides/${bundle.guide.id}/publish`, {
    data: { note: 'Sala renovada' },
    headers: { origin: running.base },
  });
  expect(published.status(), await published.text()).toBe(201);

  await expect(page.getByRole('dialog')).toContainText(newName);
  await page.keyboard.press('Escape');
  const card = page.getByTestId('point-card').first();
  await expect(card).toContainText(newName);
  await expect(card).toContainText(newDescription);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a publish scheduled in the panel fires once with two server processes; a visitor on the other one sees it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const bundle = (await (await request.get(`${running.base}/api/guides/by-name${MUSEUM_PATH}`)).json()) as GuideBundle;
  const museum = localize(bundle.guide.name, 'pt');
  const point = bundle.points.find((candidate) => candidate.id === bundle.journeys[1]?.pointOrder[0]);
  if (!point) throw new Error('the demo museum needs a second journey with a point');
  const versions = async () =>
    Number(
      (await saveElsewhere('select count(*) from guide_publications where guide_id = $1', [bundle.guide.id])).rows[0]
        .count,
    );

  // A visitor on the second process has the point open.
  const visitor = await (await browser.newContext({ baseURL: second.base })).newPage();
  await skipTutorials(visitor, [museum]);
  await visitor.goto(`${second.base}${MUSEUM_PATH}?point=${point.id}`);
  await expectPointOpen(visitor, point.id, localize(point.name, 'pt'));
  await expect(visitor.locator('html')).toHaveAttribute('data-live', 'on');

  // The manager, on the first process, renames the point and schedules the publish for the next minute.
  const manager = await (await browser.newContext({ baseURL: running.base })).newPage();
  await signInAsPanelAdmin(manager, running.base, running.dataDir);
  const newName = 'Nova exposição, aberta na hora marcada';
  const saved = await manager.request.patch(`/api/panel/points/${point.id}`, {
    data: { name: { ...point.name, pt: newName } },
    headers: { origin: running.base },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const before = await versions();
  await manager.goto(`/guidePanel/${encodeURIComponent(bundle.guide.id)}`);
  await manager.getByTestId('publish-open').click();
  await manager.getByTestId('publish-when').getByText('Agendar').click();
  const { localTime, at } = nextVenueMinute(25);
  await manager.getByTestId('publish-local-time').fill(localTime);
  await manager.getByTestId('publish-submit').click();
  await expectToast(manager, 'Publicação agendada!');
  await expect(manager.getByTestId('publish-scheduled')).toContainText('America/Sao_Paulo');
  expect(await versions()).toBe(before);

  // At that minute one of the two processes publishes: the visitor's open page follows.
  await expect(visitor.getByRole('dialog')).toContainText(newName, { timeout: at.getTime() - Date.now() + 30_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  // Exactly once: one version more, and the schedule gone (the process that claims it deletes it
  // in the publish's transaction, so no other can publish it again).
  expect(await versions()).toBe(before + 1);
  const pending = await saveElsewhere('select count(*) from guide_publish_schedules where guide_id = $1', [
    bundle.guide.id,
  ]);
  expect(Number(pending.rows[0].count)).toBe(0);
  await manager.reload();
  await expect(manager.getByTestId('publish-scheduled')).toHaveCount(0);
});
