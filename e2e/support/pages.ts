import { localize } from '@percurso/shared';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { findPoint, MUSEUM_PATH, readGuide } from './demo.ts';

/** Marks the selection and guide tutorials as seen, so they do not cover the page. */
export async function skipTutorials(page: Page, guideNames: string[] = []): Promise<void> {
  await page.addInitScript((names) => {
    localStorage.setItem('percurso.tutorials', JSON.stringify(['guideSelectionTutorial', ...names]));
  }, guideNames);
}

export async function chooseLanguage(page: Page, locale: 'pt-BR' | 'en' | 'es' | 'fr'): Promise<void> {
  await page.getByTestId('language-menu').click();
  await page.getByTestId(`language-option-${locale}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

export async function expectPointOpen(page: Page, pointId: string, pointName: string): Promise<void> {
  await expect(page.getByTestId('point-view')).toHaveAttribute('data-point-id', pointId);
  await expect(page.getByRole('dialog')).toContainText(pointName);
}

/** Closes the point view, then the next-journey-points dialog an unlock leaves behind (it comes with its own chunk). */
export async function closePointAndNextPoints(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Fechar o ponto' }).click();
  await expect(page.getByTestId('point-view')).toBeHidden();
  const nextPoints = page.getByTestId('next-points-dialog');
  await expect(nextPoints).toBeVisible();
  await page.getByTestId('next-points-close').click();
  await expect(nextPoints).toBeHidden();
}

/**
 * The guide selection lists (at least) these guides. Other specs of the run share the server and
 * may have published guides of their own, so a spec never counts every card.
 */
export async function expectGuideCards(page: Page, guideNames: string[]): Promise<void> {
  for (const name of guideNames) {
    await expect(page.getByTestId('guide-card').filter({ hasText: name })).toHaveCount(1);
  }
}

/**
 * Holds back the page's requests to `url` (a glob) until the returned function is called, as a
 * slow network would: what the page does without them can be seen and used meanwhile. Once
 * released, the route lets them through; it is not removed. Removing routes (`unrouteAll`) while
 * the page was fetching its chunks most likely lost a request now and then: it never got an answer,
 * and the part waiting for that chunk never came (a first visit's tutorial, hydration.spec.ts under
 * load).
 */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until public/early-taps.js records taps on the server's page. It is an async script (the
 * page's paint does not wait for it): a tap in the moment before it runs is not replayed. CI's
 * whole run hit that moment once (30 November, load 8: the script came 0.5 s after the page).
 */
export async function waitForTapRecorder(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __percursoTaps?: object }).__percursoTaps !== undefined);
}

/** Waits until the app's first screen is committed, hydrated or drawn over the server's (start.tsx marks it). */
export async function waitForTakeover(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __percursoTaps?: { committed?: boolean } }).__percursoTaps?.committed);
}

/** Opens the demo museum's point with a video from its link, once the app has taken over the page. */
export async function openVideoPoint(page: Page, request: APIRequestContext) {
  const museum = await readGuide(request, MUSEUM_PATH);
  const point = findPoint(museum, (p) => p.medias.some((m) => m.fileType === 'video'));
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  await page.goto(`${MUSEUM_PATH}?point=${point.id}`);
  await waitForTakeover(page);
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));
  return { museum, point };
}

/**
 * A fresh browser context on a server of the spec's own (`base`), signed out, in Portuguese, with
 * no service worker and the tutorials of these guides seen: the page a spec's visitor or manager starts on.
 */
export async function pageOnServer(
  browser: Browser,
  base: string,
  viewport: { width: number; height: number },
  guideNames: string[] = [],
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', baseURL: base, serviceWorkers: 'block' });
  const page = await context.newPage();
  await skipTutorials(page, guideNames);
  return page;
}
