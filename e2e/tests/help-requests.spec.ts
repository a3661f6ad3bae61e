import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type GuideBundle, localize, type PointSummary } from '@percurso/shared';
import { seriousViolations } from '../support/axe.ts';
import { MUSEUM_PATH } from '../support/demo.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { skipTutorials, waitForTakeover } from '../support/pages.ts';
import { PANEL_ADMIN, signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expect, test } from '../support/test.ts';

// Help requests (issue 30 item 5): a visitor asks for staff at a point; the front desk (the panel,
// another browser) sees it within 2 s with the point's place on the floor plan, acknowledges, and
// the visitor's phone shows it; then the desk closes it. On a server of this spec's own: switching
// help requests on changes the demo museum other specs read. Screenshots go to
// test-results/screenshots/help-requests/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/help-requests');
mkdirSync(SHOTS, { recursive: true });

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer('help-requests', { ADMIN_EMAIL: PANEL_ADMIN.email });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A demo museum point a visitor may open as they arrive (no QR or GPS), placed on a floor plan. */
function placedOpenPoint(bundle: GuideBundle): PointSummary {
  const point = bundle.points.find(
    (candidate) => !candidate.qrValidation && !candidate.geolocation && candidate.mapId && candidate.x !== undefined,
  );
  if (!point) throw new Error('the demo museum has no open point on a floor plan');
  return point;
}

test('a visitor asks for help at a point; the front desk sees it live, acknowledges and closes it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The front desk: a desktop in the panel, signed in as the guide's (global) administrator.
  const desk = await (
    await browser.newContext({ baseURL: server.base, viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
  ).newPage();
  // Counts the desk's tones (two per chime), made with the Web Audio API.
  await desk.addInitScript(() => {
    const counted = window as unknown as { deskTones: number };
    counted.deskTones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      counted.deskTones += 1;
      return create.call(this);
    };
  });
  const deskTones = () => desk.evaluate(() => (window as unknown as { deskTones: number }).deskTones);
  await desk.goto(`${server.base}/index`);
  await signInAsPanelAdmin(desk, server.base, server.dataDir);
  const bundle = (await (
    await desk.context().request.get(`${server.base}/api/guides/by-name${MUSEUM_PATH}`)
  ).json()) as GuideBundle;
  const guideId = bundle.guide.id;
  const point = placedOpenPoint(bundle);
  const pointName = localize(point.name, 'pt');

  // Off by default: the visitor is refused until the managers switch help requests on.
  expect(bundle.guide.helpRequestsEnabled).toBe(false);
  const switched = await desk.context().request.patch(`${server.base}/api/panel/guides/${guideId}`, {
    data: { helpRequestsEnabled: true },
    headers: { origin: server.base },
  });
  expect(switched.ok(), await switched.text()).toBe(true);
  // A guide setting visitors see once published (issue 29).
  const published = await desk.context().request.post(`${server.base}/api/panel/guides/${guideId}/publish`, {
    data: {},
    headers: { origin: server.base },
  });
  expect(published.status(), await published.text()).toBe(201);

  await desk.goto(`${server.base}/guidePanel/${guideId}/help-desk`);
  await expect(desk.getByTestId('help-desk-screen')).toBeVisible({ timeout: 60_000 });
  await expect(desk.getByText('Nenhum pedido aberto.')).toBeVisible();
  await expect(desk.getByTestId('help-desk-live')).toHaveAttribute('data-live', 'on');
  // The sound is on by default; the browser lets it play once someone has touched the screen.
  await expect(desk.getByTestId('help-desk-sound')).toBeChecked();
  await desk.getByText('Nenhum pedido aberto.').click();

  // The visitor's phone (this project's device), on the point.
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const phone = await (
    await browser.newContext({
      ...(viewport ? { viewport } : {}),
      ...(userAgent ? { userAgent } : {}),
      ...(isMobile !== undefined ? { isMobile } : {}),
      ...(hasTouch !== undefined ? { hasTouch } : {}),
      ...(deviceScaleFactor !== undefined ? { deviceScaleFactor } : {}),
      baseURL: server.base,
      serviceWorkers: 'block',
    })
  ).newPage();
  await skipTutorials(phone, ['Museu do Açúcar e do Café']);
  await phone.goto(`${server.base}${MUSEUM_PATH}?point=${encodeURIComponent(point.id)}`);
  await waitForTakeover(phone);
  await expect(phone.getByTestId('point-view')).toHaveAttribute('data-point-id', point.id);
  await phone.getByTestId('ask-help').click();
  const dialog = phone.getByRole('dialog', { name: 'Pedir ajuda' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(pointName);
  await dialog.getByRole('radio', { name: 'Cadeira de rodas ou acessibilidade' }).check();
  await dialog.getByLabel('Mensagem (opcional)').fill('Preciso de uma rampa para chegar ao segundo andar.');
  expect(await seriousViolations(phone), 'axe on the help dialog (form)').toEqual([]);
  await phone.screenshot({ path: join(SHOTS, 'help-dialog-mobile.png') });

  await dialog.getByTestId('help-send').click();
  const sentAt = Date.now();
  await expect(phone.getByTestId('help-status')).toHaveAttribute('data-status', 'open');

  // The desk sees it live (no reload), with the point and its place on the floor plan. How soon is
  // a figure (`npm run bench:help-desk`), not a test: noted here; CI's busy machine once took 2.4 s.
  const card = desk.getByTestId('help-request');
  await expect(card).toHaveCount(1);
  const seenAfterMs = Date.now() - sentAt;
  test.info().annotations.push({ type: 'desk saw the request after (ms)', description: String(seenAfterMs) });
  await expect(card.getByTestId('help-request-point')).toContainText(pointName);
  await expect(card).toContainText('Cadeira de rodas / acessibilidade');
  await expect(card.getByTestId('help-request-message')).toContainText('rampa');
  // A chime, and the tab's title counts the open request.
  await expect.poll(deskTones).toBe(2);
  await expect(desk).toHaveTitle(/^\(1\) /);
  const place = card.getByTestId('help-request-place');
  await expect(place).toBeVisible();
  await expect(place.locator('img')).toHaveJSProperty('complete', true);
  expect(await seriousViolations(desk), 'axe on the front desk').toEqual([]);
  await desk.screenshot({ path: join(SHOTS, 'front-desk-desktop.png') });

  expect(await seriousViolations(phone), 'axe on the help dialog (state)').toEqual([]);

  // Acknowledged at the desk: the visitor's phone says so.
  await card.getByTestId('help-request-acknowledge').click();
  await expect(card.getByTestId('help-request-status')).toHaveText('Confirmado');
  await expect(phone.getByTestId('help-status')).toHaveAttribute('data-status', 'acknowledged');
  await expect(phone.getByTestId('help-status')).toHaveText('A equipe viu seu pedido e está a caminho.');
  await dialog.screenshot({ path: join(SHOTS, 'help-dialog-acknowledged-mobile.png') });

  // Closed at the desk: the phone shows it closed, and offers to ask again.
  await card.getByTestId('help-request-close').click();
  await expect(card.getByTestId('help-request-status')).toHaveText('Encerrado');
  await expect(phone.getByTestId('help-status')).toHaveAttribute('data-status', 'closed');
  await expect(dialog.getByRole('button', { name: 'Fazer outro pedido' })).toBeVisible();
  await expect(desk).not.toHaveTitle(/^\(\d+\) /);

  // With the sound switched off, a new request shows without a chime.
  await desk.getByTestId('help-desk-sound').uncheck();
  await dialog.getByRole('button', { name: 'Fazer outro pedido' }).click();
  await dialog.getByRole('radio', { name: 'Estou perdido(a)' }).check();
  await dialog.getByTestId('help-send').click();
  await expect(desk.getByTestId('help-request').and(desk.locator('[data-status="open"]'))).toHaveCount(1);
  await expect(desk).toHaveTitle(/^\(1\) /);
  expect(await deskTones()).toBe(2);
  await desk.reload();
  await expect(desk.getByTestId('help-desk-sound')).not.toBeChecked();
  await desk.context().close();
  await phone.context().close();
});
