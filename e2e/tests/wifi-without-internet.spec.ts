import { needsUnlockProof } from '@percurso/shared';
import { MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { closePointAndNextPoints, skipTutorials } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

// A museum's Wi-Fi with no way out: the phone is connected, so `navigator.onLine` stays true, but
// no request reaches the server. The app must find out by itself (a request without an answer,
// then its probe of /livez), say "Sem conexão", keep the visitor's unlock on the device and send
// it once the server answers again.

const card = (pointId: string) => `[data-testid="point-card"][data-point-id="${pointId}"]`;

test('on a Wi-Fi without internet the guide says it has no connection, keeps the unlock and sends it when the server answers again', async ({
  page,
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const openable = (id: string | undefined) => {
    const point = museum.points.find((candidate) => candidate.id === id);
    return point !== undefined && !needsUnlockProof(point);
  };
  // Two points in a row that open from their cards: the first is visited online, the second
  // once the network has gone.
  let pair: { journeyId: string; first: string; second: string } | undefined;
  for (const journey of museum.journeys) {
    const order = journey.pointOrder;
    const at = order.findIndex((id, index) => openable(id) && openable(order[index + 1]));
    if (at >= 0) pair = { journeyId: journey.id, first: order[at] ?? '', second: order[at + 1] ?? '' };
    if (pair) break;
  }
  if (!pair) throw new Error('the demo museum needs two points in a row that open from their cards');

  await skipTutorials(page, ['Museu do Açúcar e do Café']);
  // The open point loads its neighbour's content ahead: the second point is then on the device.
  const second = pair.second;
  const secondLoaded = page.waitForResponse((response) => response.url().endsWith(`/api/points/${second}`));
  await page.goto(`${MUSEUM_PATH}?journey=${pair.journeyId}`);
  await page.locator(card(pair.first)).click();
  await expect(page.getByTestId('point-view')).toHaveAttribute('data-point-id', pair.first);
  expect((await secondLoaded).ok()).toBe(true);
  await closePointAndNextPoints(page);

  // The way out goes: every request to the server fails, the browser still says it is online.
  const cut = (route: { abort: (code: string) => Promise<void> }) => route.abort('internetdisconnected');
  await page.route('**/api/**', cut);
  await page.route('**/livez', cut);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  await page.locator(card(pair.second)).click();
  await expect(page.getByTestId('point-view')).toHaveAttribute('data-point-id', pair.second);
  const status = page.getByTestId('pending-status');
  await expect(status).toHaveAttribute('data-online', 'false');
  await expect(status).toContainText('Sem conexão');
  await closePointAndNextPoints(page);
  await expect(page.locator(card(pair.second)).getByTestId('point-pending')).toBeVisible();
  await expect(status).toHaveAttribute('data-count', '1');
  await status.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/wifi-without-internet.png' });

  // The server answers again: the app's next probe finds it, and the unlock is sent once.
  await page.unroute('**/api/**');
  await page.unroute('**/livez');
  await expect(status).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator(card(pair.second)).getByTestId('point-pending')).toHaveCount(0);
  const progress = await (await page.request.get('/api/me/progress')).json();
  expect(progress.unlockedPointIds).toEqual(expect.arrayContaining([pair.first, pair.second]));
});
