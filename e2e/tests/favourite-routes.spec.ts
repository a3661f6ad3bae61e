import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type GuideBundle, matchesSearch, needsUnlockProof } from '@percurso/shared';
import { expectAccessible } from '../support/axe.ts';
import { MUSEUM_PATH, signUpData } from '../support/demo.ts';
import { expectPointOpen, skipTutorials } from '../support/pages.ts';
import { devices, expect, type Page, test } from '../support/test.ts';

// Issue 13: a registered visitor builds a favourite route with the search and the stars, shares it
// by copying its link, and a signed-out visitor in another browser opens the link and walks it.
// Screenshots (390×844 and 1366×900): test-results/screenshots/favourite-routes/<name>-{phone,desktop}.png.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/favourite-routes');
mkdirSync(SHOTS, { recursive: true });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function shot(page: Page, name: string) {
  const toasts = page.locator('.mantine-Notification-root');
  await expect(toasts).toHaveCount(0, { timeout: 5000 });
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, `${name}-phone.png`) });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`) });
  await page.setViewportSize(size);
}

const star = (page: Page, pointId: string) =>
  page.locator(`[data-testid="favourite-card"][data-point-id="${pointId}"]`).getByTestId('favourite-star');

test('a visitor builds a favourite route, shares it, and a signed-out visitor walks it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const bundle = (await (await page.request.get(`/api/guides/by-name${MUSEUM_PATH}`)).json()) as GuideBundle;
  const guideName = bundle.guide.name.pt ?? '';
  const searchable = (point: GuideBundle['points'][number]) => [...Object.values(point.name), ...point.tags];
  const found = (query: string) => bundle.points.filter((point) => matchesSearch(query, searchable(point)));
  await skipTutorials(page, [guideName]);

  await test.step('an anonymous visitor is asked to register or sign in', async () => {
    await page.goto(MUSEUM_PATH);
    await page.getByTestId('favourites-button').click();
    await expect(page.getByRole('dialog').getByTestId('register-prompt')).toBeVisible();
    await shot(page, 'picker-anonymous');
    await page.keyboard.press('Escape');
  });

  const origin = { origin: new URL(page.url()).origin };
  const email = `rota.${randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: origin })).ok()).toBe(true);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: signUpData({ email, password: 'rota-e2e-1', name: 'Visitante das Rotas' }),
    headers: origin,
  });
  expect(signUp.ok()).toBe(true);

  const chosen: string[] = [];
  await test.step('the search suggests at most three points, and the stars build the route', async () => {
    await page.reload();
    await page.getByTestId('favourites-button').click();
    const search = page.getByTestId('favourite-search');
    await search.fill('café');
    const cafe = found('café');
    expect(cafe.length).toBeGreaterThan(3);
    await expect(page.getByTestId('favourite-suggestion')).toHaveText(
      cafe.slice(0, 3).map((point) => point.name.pt ?? ''),
    );
    await expect(page.getByTestId('favourite-card')).toHaveCount(cafe.length);

    // '+': every word must match, in the name or a tag.
    await search.fill('moedor+café');
    const [grinder] = found('moedor+café');
    expect(found('moedor+café')).toHaveLength(1);
    await expect(page.getByTestId('favourite-suggestion')).toHaveText([grinder?.name.pt ?? '']);
    await star(page, grinder?.id ?? '').click();
    await expect(page.getByText('Adicionado à Rota!')).toBeVisible();
    await expect(star(page, grinder?.id ?? '')).toHaveAttribute('aria-pressed', 'true');
    chosen.push(grinder?.id ?? '');

    await search.fill('');
    for (const point of found('açúcar').slice(0, 2)) {
      await star(page, point.id).click();
      await expect(star(page, point.id)).toHaveAttribute('aria-pressed', 'true');
      chosen.push(point.id);
    }
    // A second star takes the point out again.
    const last = chosen.pop() ?? '';
    await star(page, last).click();
    await expect(star(page, last)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('Removido da Rota.')).toBeVisible();
    await shot(page, 'picker');
    await expectAccessible(page, 'favourite points picker');
  });

  let link = '';
  await test.step('the routes list renames, reorders and copies the link', async () => {
    await page.getByTestId('favourite-manage').click();
    const route = page.getByTestId('favourite-route');
    await expect(route).toHaveCount(1);
    await expect(route.getByTestId('favourite-route-name')).toHaveText('Meus favoritos');
    await route.getByTestId('favourite-rename').click();
    await route.getByTestId('favourite-name-input').fill('Café e açúcar');
    await route.getByTestId('favourite-name-save').click();
    await expect(route.getByTestId('favourite-route-name')).toHaveText('Café e açúcar');

    // Reorder with the keyboard: the second point moves up.
    const names = bundle.points.filter((point) => chosen.includes(point.id));
    const second = names.find((point) => point.id === chosen[1]);
    const rows = route.getByTestId('favourite-route-point');
    await expect(rows).toHaveCount(2);
    const handle = route.getByRole('button', { name: new RegExp(`^Mover ${second?.name.pt}`) });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // dnd-kit measures the rows once the point is picked up: an arrow pressed before that moves
    // nothing (a person never types that fast), so the arrow is pressed until the row moves up
    // and the first row makes way for it (it is then the row the point would be dropped on).
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(rows.nth(1)).toHaveAttribute('style', /translate3d\(0px, -/, { timeout: 1000 });
      await expect(rows.nth(0)).toHaveAttribute('style', /translate3d\(0px, \d/, { timeout: 1000 });
    }).toPass();
    await page.keyboard.press('Space');
    await expect(rows.first()).toContainText(second?.name.pt ?? '');
    chosen.reverse();

    await route.getByTestId('favourite-copy-link').click();
    await expect(page.getByText('Link copiado!')).toBeVisible();
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/fav\/[\w-]+$/);
    await expect(route.getByTestId('favourite-share-whatsapp')).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link)}`),
    );
    await shot(page, 'routes-list');
    await expectAccessible(page, 'favourite routes list');
  });

  await test.step('a signed-out visitor in another browser opens the link and walks the route', async () => {
    const other = await browser.newContext({ ...devices['Pixel 7'] });
    const visitor = await other.newPage();
    await skipTutorials(visitor, [guideName]);
    await visitor.goto(link);
    await expect(visitor).toHaveURL(link);
    await expect(visitor.getByTestId('favourite-route-banner')).toBeVisible();
    await expect(visitor.getByTestId('journey-tab')).toHaveText(['Café e açúcar']);
    const cards = visitor.getByTestId('point-card');
    await expect(cards).toHaveCount(chosen.length);
    expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-point-id')))).toEqual(chosen);
    await shot(visitor, 'fav-page');
    await expectAccessible(visitor, '/fav page');
    await cards.first().click();
    const first = bundle.points.find((point) => point.id === chosen[0]);
    await expectPointOpen(visitor, chosen[0] ?? '', first?.name.pt ?? '');
    // The unlock counts for the point's own journey: its progress on the guide page moved.
    expect(first && !needsUnlockProof(first)).toBe(true);
    await expect(async () => {
      const progress = await (await other.request.get('/api/me/progress')).json();
      expect(progress.unlockedPointIds).toContain(chosen[0]);
    }).toPass({ timeout: 10_000 });
    await visitor.goto(`${MUSEUM_PATH}?journey=${encodeURIComponent(first?.journeyIds[0] ?? '')}`);
    await expect(visitor.getByTestId('journey-progress')).not.toHaveAttribute('data-percent', '0');
    // The link is read-only: the other visitor cannot change the route.
    const routeId = link.split('/fav/')[1] ?? '';
    const change = await visitor.request.patch(`/api/me/favourite-routes/${routeId}`, {
      data: { name: 'Outra' },
      headers: { origin: new URL(link).origin },
    });
    expect(change.status()).toBeGreaterThanOrEqual(400);
    await other.close();
  });

  await test.step('an unknown link lands on /dadosinvalidos', async () => {
    await page.goto('/fav/nao-existe');
    await expect(page).toHaveURL(/\/dadosinvalidos$/);
  });
});
