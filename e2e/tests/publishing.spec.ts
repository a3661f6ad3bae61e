import { localize } from '@percurso/shared';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { expectPointOpen, pageOnServer } from '../support/pages.ts';
import { PANEL_ADMIN, signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expectToast, openPointBlock } from '../support/panel-screens.ts';
import { type Browser, expect, type Page, test } from '../support/test.ts';

// Drafts and publishing (issue 29): a manager edits a published point; a visitor with the point
// open keeps the published text; the manager sees the change field by field, previews it, and
// publishes; the visitor's open page shows the new text. Then an earlier version is restored as the
// draft and published, and a publish is scheduled and cancelled. (A scheduled publish firing once
// with several processes is in live-updates.spec.ts, two processes on one PostgreSQL, and in the
// cluster's test, apps/server/test/cluster.test.ts.) An emblem renamed in the panel is a change to
// publish like any other (migration 0051). On a server of this spec's own: the edits change a demo
// point and emblem other specs read.
const SHOTS = process.env.PUBLISHING_SHOTS ?? `${import.meta.dirname}/../../test-results/screenshots/publishing`;
const NEW_NAME = 'Moenda, texto revisto';

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // E2E_PORT + 8: inside the ports this run may take (the worker's server is E2E_PORT).
  server = await startOwnServer('publishing', { ADMIN_EMAIL: PANEL_ADMIN.email }, Number(process.env.E2E_PORT) + 8);
});
test.afterAll(async () => {
  await server?.stop();
});

const newPage = (browser: Browser, viewport: { width: number; height: number }): Promise<Page> =>
  pageOnServer(browser, server.base, viewport, ['Museu do Açúcar e do Café']);

test('a draft stays with the manager until published; then the visitor’s open page shows it; a version is restored', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const manager = await newPage(browser, { width: 1280, height: 900 });
  await signInAsPanelAdmin(manager, server.base, server.dataDir);
  const museum = await readGuide(manager.request, MUSEUM_PATH);
  const point = findPoint(museum, (candidate) => !candidate.qrValidation && !candidate.geolocation);
  const oldName = localize(point.name, 'pt');

  // A visitor has the point open.
  const visitor = await newPage(browser, { width: 390, height: 844 });
  await visitor.goto(`${MUSEUM_PATH}?point=${point.id}`);
  await expectPointOpen(visitor, point.id, oldName);
  await expect(visitor.locator('html')).toHaveAttribute('data-live', 'on');

  // The manager renames the point: saved in the draft.
  await manager.goto(`/guidePanel/${museum.guide.id}/points/${point.id}`);
  await openPointBlock(manager, 'texts');
  await manager.getByTestId('point-name-pt').fill(NEW_NAME);
  const saved = manager.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
  await manager.getByTestId('point-save').click();
  await saved;

  // Another visitor opening the point now gets the published name.
  const late = await newPage(browser, { width: 390, height: 844 });
  await late.goto(`${MUSEUM_PATH}?point=${point.id}`);
  await expectPointOpen(late, point.id, oldName);
  await expect(late.getByRole('dialog')).not.toContainText(NEW_NAME);

  // The guide's page says one change waits; the publishing screen shows it field by field.
  await manager.goto(`/guidePanel/${museum.guide.id}`);
  await expect(manager.getByTestId('publish-change-count')).toHaveText('1 alteração por publicar');
  await manager.getByTestId('publish-review').click();
  const change = manager.getByTestId('draft-change').filter({ hasText: NEW_NAME });
  await expect(change).toHaveAttribute('data-kind', 'point');
  const nameRow = change.locator('[data-testid="change-field"][data-field="name"]');
  await expect(nameRow).toContainText('Nome');
  await expect(nameRow).toContainText(oldName);
  await expect(nameRow).toContainText(NEW_NAME);
  await manager.screenshot({ path: `${SHOTS}/changes-desktop.png`, fullPage: true });

  // Publish now, with a note.
  await manager.getByTestId('publish-open').click();
  await manager.getByTestId('publish-note').fill('Nome da moenda revisto');
  await manager.getByTestId('publish-submit').click();
  await expectToast(manager, 'Guia publicado!');
  await expect(manager.getByTestId('publishing-no-changes')).toBeVisible();

  // The visitor's open page follows, without a reload.
  await expect(visitor.getByRole('dialog')).toContainText(NEW_NAME);

  // Versions: the earlier one is restored as the draft (visitors unchanged), then published.
  await manager.getByTestId('publishing-tab-versions').click();
  const versions = manager.getByTestId('publication-version');
  await expect(versions.first()).toContainText('Nome da moenda revisto');
  await expect(versions.first()).toContainText('No ar');
  await manager.screenshot({ path: `${SHOTS}/versions-desktop.png`, fullPage: true });
  await versions.nth(1).getByTestId('publication-restore').click();
  await manager.getByTestId('publication-restore-confirm').click();
  await expectToast(manager, 'Versão restaurada como rascunho!');
  await expect(manager.getByTestId('publish-change-count')).toHaveText('1 alteração por publicar');
  await expect(visitor.getByRole('dialog')).toContainText(NEW_NAME);
  await manager.getByTestId('publish-open').click();
  await manager.getByTestId('publish-submit').click();
  await expectToast(manager, 'Guia publicado!');
  await expect(visitor.getByRole('dialog')).toContainText(oldName);

  // A publish at a time in the venue's time zone, then cancelled.
  await manager.getByTestId('publishing-tab-changes').click();
  await manager.request.patch(`/api/panel/points/${point.id}`, {
    data: { name: { ...point.name, pt: `${oldName} (nova exposição)` } },
    headers: { origin: server.base },
  });
  await manager.reload();
  await manager.getByTestId('publish-open').click();
  await manager.getByTestId('publish-when').getByText('Agendar').click();
  const year = new Date().getFullYear() + 1;
  await manager.getByTestId('publish-local-time').fill(`${year}-03-07T10:00`);
  await manager.getByTestId('publish-submit').click();
  await expectToast(manager, 'Publicação agendada!');
  await expect(manager.getByTestId('publish-scheduled')).toContainText('America/Sao_Paulo');
  await expect(manager.getByTestId('publish-scheduled')).toContainText(`${year}`);
  await manager.screenshot({ path: `${SHOTS}/scheduled-desktop.png` });
  await manager.getByTestId('publish-cancel-schedule').click();
  await expectToast(manager, 'Agendamento cancelado!');
  await expect(manager.getByTestId('publish-scheduled')).toHaveCount(0);

  // The same screen on a phone.
  await manager.setViewportSize({ width: 390, height: 844 });
  await manager.screenshot({ path: `${SHOTS}/changes-phone.png`, fullPage: true });
});

test('an emblem renamed in the panel waits for the publish, listed among the changes', async ({ browser }) => {
  test.setTimeout(120_000);
  const OLD_EMBLEM = 'Senhor da Casa-Grande';
  const NEW_EMBLEM = 'Guardião da Casa-Grande';
  const manager = await newPage(browser, { width: 1280, height: 800 });
  await signInAsPanelAdmin(manager, server.base, server.dataDir);
  const visitor = await newPage(browser, { width: 390, height: 844 });
  const emblemOf = (name: string) => visitor.getByTestId('emblem').filter({ hasText: name });
  await visitor.goto('/Rewards?guide=demo-museum');
  await expect(emblemOf(OLD_EMBLEM)).toBeVisible();

  // The manager renames the emblem: saved in the draft, visitors keep the published name.
  await manager.goto('/guidePanel/demo-museum/emblems?id=demo-emblem-casa-grande');
  await manager.getByTestId('emblem-name-pt').fill(NEW_EMBLEM);
  const saved = manager.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
  await manager.getByTestId('emblem-save').click();
  await saved;
  await visitor.reload();
  await expect(emblemOf(OLD_EMBLEM)).toBeVisible();
  await expect(emblemOf(NEW_EMBLEM)).toHaveCount(0);

  // "What changed": the emblem, its name per language.
  await manager.goto('/guidePanel/demo-museum/publishing');
  const change = manager.getByTestId('draft-change').filter({ hasText: NEW_EMBLEM });
  await expect(change).toHaveAttribute('data-kind', 'emblem');
  await expect(change).toContainText('Emblema');
  const nameRow = change.locator('[data-testid="change-field"][data-field="name"]');
  await expect(nameRow).toContainText(OLD_EMBLEM);
  await expect(nameRow).toContainText(NEW_EMBLEM);
  await manager.screenshot({ path: `${SHOTS}/emblem-change-desktop.png`, fullPage: true });
  await manager.setViewportSize({ width: 390, height: 844 });
  // On a phone the draft's value sits under the published one, named, inside the screen's width.
  const draftCell = nameRow.locator('td').nth(2);
  await expect(draftCell).toContainText(NEW_EMBLEM);
  await expect
    .poll(() => draftCell.evaluate((cell) => getComputedStyle(cell, '::before').content))
    .toBe('"Rascunho: "');
  const box = await draftCell.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await manager.screenshot({ path: `${SHOTS}/emblem-change-phone.png`, fullPage: true });

  await manager.getByTestId('publish-open').click();
  await manager.getByTestId('publish-submit').click();
  await expectToast(manager, 'Guia publicado!');
  await visitor.reload();
  await expect(emblemOf(NEW_EMBLEM)).toBeVisible();
  await expect(emblemOf(OLD_EMBLEM)).toHaveCount(0);
});
