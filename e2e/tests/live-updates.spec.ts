import { type GuideBundle, localize } from '@percurso/shared';
import pg from 'pg';
import { startPostgresCluster } from '../../apps/server/test/postgres-cluster.ts';
import { MUSEUM_PATH } from '../support/demo.ts';
import { startOwnServer } from '../support/own-server.ts';
import { expectPointOpen, skipTutorials } from '../support/pages.ts';
import { PANEL_ADMIN, signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expect, test } from '../support/test.ts';

// Live updates across processes: the production server runs on a throwaway PostgreSQL, and this
// test process saves a change to the draft through its own database connection (as another server
// instance or the panel would). Visitors keep the published version until a manager publishes
// (issue 29); then the open guide page shows it without a reload.

let running: { base: string; dataDir: string; databaseUrl: string; stop(): Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const cluster = await startPostgresCluster();
  try {
    const server = await startOwnServer('live', { DATABASE_URL: cluster.adminUrl, ADMIN_EMAIL: PANEL_ADMIN.email });
    running = {
      base: server.base,
      dataDir: server.dataDir,
      databaseUrl: cluster.adminUrl,
      async stop() {
        await server.stop();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
});

test.afterAll(async () => {
  await running?.stop();
});

async function saveElsewhere(statement: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: running.databaseUrl });
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
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
