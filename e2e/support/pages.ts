import { expect, type Page } from '@playwright/test';

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
 * slow network would: what the page does without them can be seen and used meanwhile.
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

/** Waits until the app has drawn its first screen over the server's (src/app/early-taps.ts marks it). */
export async function waitForTakeover(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __percursoTaps?: { taken: boolean } }).__percursoTaps?.taken);
}
