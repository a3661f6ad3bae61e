import { localize } from '@percurso/shared';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { pageOnServer } from '../support/pages.ts';
import { PANEL_ADMIN, signInAsPanelAdmin } from '../support/panel-admin.ts';
import { openPointBlock } from '../support/panel-screens.ts';
import { type Browser, expect, type Page, test } from '../support/test.ts';

// Previewing a guide's draft (issue 29 item 2): a manager edits a point, sees it with "Ver como
// visitante" in a phone frame and in another language, and shares a link with an expiry that a
// curator without an account opens until it is revoked. Nothing the preview does is recorded. On a
// server of this spec's own: the edit changes a demo point other specs read.
// Screenshots go to SHOTS (PREVIEW_SHOTS, default test-results/screenshots/guide-preview/).
const SHOTS = process.env.PREVIEW_SHOTS ?? `${import.meta.dirname}/../../test-results/screenshots/guide-preview`;
const NEW_NAME = 'Moenda restaurada (rascunho)';

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // E2E_PORT + 7: inside the ports this run may take (the worker's server is E2E_PORT).
  server = await startOwnServer('guide-preview', { ADMIN_EMAIL: PANEL_ADMIN.email }, Number(process.env.E2E_PORT) + 7);
});
test.afterAll(async () => {
  await server?.stop();
});

/** A browser context of its own on the spec's server, signed out, in Portuguese, the tutorials seen. */
const newPage = (browser: Browser, viewport: { width: number; height: number }): Promise<Page> =>
  pageOnServer(browser, server.base, viewport, ['Museu do Açúcar e do Café']);

test('a manager previews the draft in a phone frame; a shared link opens it signed out until revoked', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const manager = await newPage(browser, { width: 1280, height: 1000 });
  await signInAsPanelAdmin(manager, server.base, server.dataDir);
  const museum = await readGuide(manager.request, MUSEUM_PATH);
  const point = findPoint(museum, (candidate) => !candidate.qrValidation && !candidate.geolocation);

  // The manager renames a point in the panel.
  await manager.goto(`/guidePanel/${museum.guide.id}/points/${point.id}`);
  await openPointBlock(manager, 'texts');
  await manager.getByTestId('point-name-pt').fill(NEW_NAME);
  const saved = manager.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
  await manager.getByTestId('point-save').click();
  await saved;

  // "Ver como visitante": the visitor's point view, in a phone frame, with the new name and the banner.
  await manager.getByTestId('preview-open').click();
  await expect(manager.getByTestId('guide-preview')).toBeVisible();
  const frame = manager.frameLocator('[data-testid="preview-frame"]');
  await expect(frame.getByTestId('preview-banner')).toHaveText('Pré-visualização — os visitantes ainda não veem isto');
  await expect(frame.getByTestId('point-view')).toHaveAttribute('data-point-id', point.id);
  await expect(frame.getByRole('dialog')).toContainText(NEW_NAME);
  const box = await manager.getByTestId('preview-frame').boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([390, 844]);
  await manager.screenshot({ path: `${SHOTS}/frame-desktop.png` });

  // Another language, in place: the frame's screens switch, the panel's language does not.
  await manager.getByTestId('preview-language').getByText('English').click();
  await expect(frame.getByTestId('preview-banner')).toHaveText('Preview — visitors cannot see this yet');
  await expect(frame.getByRole('dialog')).toContainText(localize(point.name, 'en'));
  await expect(manager.getByTestId('preview-full-screen')).toHaveText('Abrir em tela cheia');
  await manager.screenshot({ path: `${SHOTS}/frame-desktop-en.png` });

  // Nothing of the preview was recorded for the manager.
  const progress = await (await manager.request.get('/api/me/progress')).json();
  expect(progress).toMatchObject({ visitedPointCount: 0 });

  // A shareable link for a curator without an account.
  await manager.getByTestId('preview-link-days').fill('3');
  await manager.getByTestId('preview-link-create').click();
  const url = await manager.getByTestId('preview-link-url').inputValue();
  expect(url).toMatch(/\?preview=t\.[A-Za-z0-9_-]{43}$/);
  await expect(manager.getByTestId('preview-link')).toHaveCount(1);
  await expect(manager.getByTestId('preview-link')).toHaveAttribute('data-state', 'active');

  const curator = await newPage(browser, { width: 390, height: 844 });
  await curator.goto(url);
  await expect(curator.getByTestId('preview-banner')).toBeVisible();
  await expect(curator.getByText(NEW_NAME).first()).toBeVisible();
  await curator.screenshot({ path: `${SHOTS}/link-phone.png` });
  await curator.getByText(NEW_NAME).first().click();
  await expect(curator.getByTestId('point-view')).toHaveAttribute('data-point-id', point.id);
  await curator.screenshot({ path: `${SHOTS}/link-phone-point.png` });
  // Still no account on the curator's browser: nothing was written.
  expect(await (await curator.request.get('/api/session')).json()).toEqual({ user: null });

  // Revoked: the link says so, in the curator's language.
  await manager.getByTestId('preview-link-revoke').click();
  await expect(manager.getByTestId('preview-link')).toHaveAttribute('data-state', 'revoked');
  await curator.goto(url);
  await expect(curator.getByTestId('invalid-data-page')).toContainText('Este link de pré-visualização foi revogado.');
  await curator.screenshot({ path: `${SHOTS}/link-revoked-phone.png` });

  await manager.context().close();
  await curator.context().close();
});
