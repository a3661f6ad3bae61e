import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { namePathOf } from '@percurso/shared';
import { seriousViolations } from '../support/axe.ts';
import { findPoint, MUSEUM_PATH, readGuide, TOUR_PATH } from '../support/demo.ts';
import { skipTutorials, waitForTakeover } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expect, type Page, test } from '../support/test.ts';

// Kiosk mode (issue 30 item 6): a manager sets a lent device to the demo museum with a PIN; its
// visitor reaches neither sign-in nor other guides, the visit resets after the idle time (the
// page's clock is Playwright's, so no real minute passes), and only the right PIN leaves the mode.
// Screenshots go to test-results/screenshots/kiosk/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/kiosk');
mkdirSync(SHOTS, { recursive: true });
const PIN = '482913';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}-${test.info().project.name}.png`) });

async function sessionUserId(page: Page): Promise<string | null> {
  const { user } = (await (await page.request.get('/api/session')).json()) as { user: { id: string } | null };
  return user?.id ?? null;
}

test('a kiosk keeps its visitor in the guide, resets after idle and is left with the PIN only', async ({ page }) => {
  test.setTimeout(240_000);
  await page.clock.install();
  const museum = await readGuide(page.request, MUSEUM_PATH);
  const kioskPath = `/${namePathOf(museum.guide.name)}`;
  const atKiosk = (url: URL) => url.pathname === kioskPath;
  const open = findPoint(museum, (point) => !point.qrValidation && !point.geolocation);
  await skipTutorials(page, ['Museu do Açúcar e do Café']);
  await signInAsPanelAdmin(page);

  // The manager, on the device to lend, sets it up from the guide's panel page.
  await page.goto(`/guidePanel/${museum.guide.id}`);
  await page.getByTestId('guide-panel-kiosk').click();
  const setup = page.getByRole('dialog', { name: 'Modo quiosque' });
  await expect(setup).toBeVisible();
  await page.getByTestId('kiosk-setup-pin').fill('12');
  await page.getByTestId('kiosk-setup-start').click();
  await expect(setup.getByText('O PIN deve ter de 4 a 8 números.')).toBeVisible();
  await page.getByTestId('kiosk-setup-pin').fill(PIN);
  await page.getByTestId('kiosk-setup-idle').fill('1');
  await page.getByTestId('kiosk-setup-offline').uncheck();
  await shot(page, 'setup');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('kiosk-setup-start').click();
  await page.waitForURL(atKiosk);
  await waitForTakeover(page);

  // The visitor's view: the guide, no account entry, no way to the guide list; a small way out.
  const leave = page.getByTestId('kiosk-leave');
  await expect(leave).toBeVisible();
  await expect(page.getByTestId('sign-in-button')).toBeHidden();
  await expect(page.getByRole('link', { name: /guias/i })).toHaveCount(0);
  expect(await sessionUserId(page), 'the manager is signed out of the device').toBeNull();
  await shot(page, 'visitor');
  expect(await seriousViolations(page)).toEqual([]);
  // The tablet a venue lends at the desk (portrait, iPad Air size): the same view, and axe again.
  const phoneSize = page.viewportSize();
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(leave).toBeVisible();
  await shot(page, 'visitor-tablet');
  expect(await seriousViolations(page)).toEqual([]);
  if (phoneSize) await page.setViewportSize(phoneSize);
  // Scrolled to the end, the last card clears the pill.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastCard = page.getByTestId('point-card').last();
  await expect
    .poll(async () => {
      const [card, pill] = await Promise.all([lastCard.boundingBox(), leave.boundingBox()]);
      return card && pill ? Math.round(pill.y - (card.y + card.height)) : null;
    })
    .toBeGreaterThanOrEqual(0);

  // Neither the guide list, nor sign-in, nor another guide, nor the panel: back to the museum.
  for (const path of ['/index', '/auth/login', TOUR_PATH, `/guidePanel/${museum.guide.id}`]) {
    await page.goto(path);
    await page.waitForURL(atKiosk);
  }
  const panel = await page.request.get('/api/panel/guides');
  expect(panel.status()).toBe(403);
  expect(await panel.json()).toEqual({ error: { code: 'kiosk/locked' } });

  // A visit: opening a point records it for an anonymous visitor of the device.
  await page.goto(`${MUSEUM_PATH}?point=${open.id}`);
  await waitForTakeover(page);
  await expect.poll(() => sessionUserId(page)).not.toBeNull();
  const firstVisitor = await sessionUserId(page);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/me/progress')).json()) as { visitedPointCount: number })
          .visitedPointCount,
    )
    .toBeGreaterThan(0);

  // A minute without a touch: "Você ainda está aí?", counting down; then the visit resets.
  await page.clock.fastForward('01:01');
  const idle = page.getByRole('dialog', { name: 'Você ainda está aí?' });
  await expect(idle).toBeVisible();
  await expect(page.getByTestId('kiosk-countdown')).toContainText('A visita recomeça em');
  await shot(page, 'idle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.clock.fastForward('00:21');
  await page.waitForURL((url) => atKiosk(url) && url.search === '');
  await waitForTakeover(page);
  expect(await sessionUserId(page), 'the last visitor is signed out').toBeNull();
  // The next visitor's first write is a new anonymous visitor, with nothing of the last one.
  await page.goto(`${MUSEUM_PATH}?point=${open.id}`);
  await waitForTakeover(page);
  await expect.poll(() => sessionUserId(page)).not.toBeNull();
  expect(await sessionUserId(page)).not.toBe(firstVisitor);

  // Leaving: a wrong PIN is refused, the right one lets the device go.
  await page.goto(MUSEUM_PATH);
  await waitForTakeover(page);
  await leave.click();
  const dialog = page.getByRole('dialog', { name: 'Sair do modo quiosque' });
  await page.getByTestId('kiosk-pin').fill('000000');
  await page.getByTestId('kiosk-leave-confirm').click();
  await expect(dialog.getByText('PIN incorreto.')).toBeVisible();
  await shot(page, 'leave-wrong-pin');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('kiosk-pin').fill(PIN);
  await page.getByTestId('kiosk-leave-confirm').click();
  await expect(leave).toBeHidden();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  await page.goto('/index');
  await expect(page).toHaveURL(/\/index$/);
});
