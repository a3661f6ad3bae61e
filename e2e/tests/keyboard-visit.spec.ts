import { localize } from '@percurso/shared';
import type { Locator, Page } from '@playwright/test';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { skipTutorials } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

// WCAG 2.1.1 and 2.4.7 (issue 11): the whole visit with the keyboard alone — choose a guide, open
// a point, play its narration, answer a quiz — and every control reached shows where focus is.
test.use({ hasTouch: false, isMobile: false, viewport: { width: 1280, height: 800 } });

/** Presses Tab until `target` has the focus (at most `max` times), then checks the ring shows. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusVisible(page);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element matches :focus-visible and draws an outline at least 2 px wide. */
async function expectFocusVisible(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      visible: element.matches(':focus-visible'),
      width: Number.parseFloat(style.outlineWidth),
      style: style.outlineStyle,
    };
  });
  expect(ring.visible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

test('the whole visit with the keyboard alone', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const museumName = localize(museum.guide.name, 'pt');
  const narrated = findPoint(museum, (p) => p.id === museum.journeys[0]?.pointOrder[0] && Boolean(p.audio.pt));
  const quiz = findPoint(museum, (p) => p.questionnaire?.type === 'Quiz' && p.journeyIds[0] === museum.journeys[0]?.id);
  const questions = quiz.questionnaire?.questions ?? [];
  await skipTutorials(page, [museumName]);

  // Choose the guide.
  await page.goto('/index');
  const museumCard = page.getByTestId('guide-card').filter({ hasText: museumName });
  await expect(museumCard).toBeVisible();
  await tabTo(page, museumCard);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('guide-banner')).toContainText(museumName);

  // Open the first point and play its narration.
  const narratedCard = page.locator(`[data-testid="point-card"][data-point-id="${narrated.id}"]`);
  await expect(narratedCard).toBeVisible();
  await tabTo(page, narratedCard);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('point-view')).toHaveAttribute('data-point-id', narrated.id);
  const play = page.getByTestId('point-audio-play');
  await tabTo(page, play);
  await page.keyboard.press('Enter');
  const audio = page.getByTestId('narration-audio');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.2);
  // The seek bar follows the arrow keys.
  const seek = page.getByTestId('point-audio-seek');
  await tabTo(page, seek, 5);
  const before = await audio.evaluate((element: HTMLAudioElement) => element.currentTime);
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(before + 0.5);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);

  // Escape closes the point; the next-points suggestion that follows closes the same way.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('point-view')).toBeHidden();
  await expect(page.getByTestId('next-points-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('next-points-dialog')).toBeHidden();

  // Open the quiz point and answer every question.
  const quizCard = page.locator(`[data-testid="point-card"][data-point-id="${quiz.id}"]`);
  await tabTo(page, quizCard);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('point-view')).toHaveAttribute('data-point-id', quiz.id);
  for (const [index, question] of questions.entries()) {
    const block = page.getByTestId('quiz-question');
    await expect(block).toHaveAttribute('data-question-index', String(index));
    const right = question.options[question.correctOptionIndex ?? 0];
    const option = block.getByRole('radio', { name: localize(right?.content, 'pt') });
    await tabTo(page, block.getByRole('radio').first());
    // Arrow keys move within the group; Space checks the focused option.
    for (let step = 0; step < 6 && !(await option.evaluate((element) => element === document.activeElement)); step++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(option).toBeChecked();
    await tabTo(page, page.getByTestId('quiz-answer'));
    await page.keyboard.press('Enter');
    const feedback = page.getByTestId('quiz-feedback');
    await expect(feedback).toHaveAttribute('data-correct', 'true');
    const close = page.getByTestId('quiz-feedback-close');
    if (!(await close.evaluate((element) => element === document.activeElement))) await tabTo(page, close, 10);
    await page.keyboard.press('Enter');
    await expect(feedback).toBeHidden();
  }
  await expect(page.getByTestId('quiz-done')).toBeVisible();
});

test('prefers-reduced-motion stops the app’s animations and transitions', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(MUSEUM_PATH);
  const card = page.getByTestId('point-card').first();
  await expect(card).toBeVisible();
  const longest = await page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(...value.split(',').map((part) => Number.parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));
    let max = 0;
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const style = getComputedStyle(element);
      max = Math.max(max, seconds(style.transitionDuration), seconds(style.animationDuration));
    }
    return max;
  });
  expect(longest).toBeLessThan(0.01);
});
