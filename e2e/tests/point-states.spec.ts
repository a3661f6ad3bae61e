import { join } from 'node:path';
import { localize, needsUnlockProof, type VisitorProgress } from '@percurso/shared';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { expectPointOpen, skipTutorials } from '../support/pages.ts';
import { expect, type Page, test } from '../support/test.ts';

// Issue 11 items 2 and 3: point states in the visitor's words, the teaser of a point that needs
// its QR code, and every way of showing a point counting. Screenshots in
// test-results/screenshots/point-states/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/point-states');
const MUSEUM_NAME = 'Museu do Açúcar e do Café';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const card = (page: Page, pointId: string) => page.locator(`[data-testid="point-card"][data-point-id="${pointId}"]`);

async function readProgress(page: Page): Promise<VisitorProgress> {
  const response = await page.context().request.get('/api/me/progress');
  expect(response.ok()).toBe(true);
  return (await response.json()) as VisitorProgress;
}

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png` });
  }
  await page.setViewportSize(PHONE);
}

/** Closes the point view and, when the visit recorded something, the next-journey-points dialog it leaves. */
async function closePoint(page: Page, { recorded }: { recorded: boolean }) {
  await page.getByRole('button', { name: 'Fechar o ponto' }).click();
  await expect(page.getByTestId('point-view')).toBeHidden();
  if (!recorded) return;
  await page.getByTestId('next-points-close').click();
  await expect(page.getByTestId('next-points-dialog')).toBeHidden();
}

test('a point opened from a link counts: its whole quiz answered completes it and moves the journey', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const museum = await readGuide(request, MUSEUM_PATH);
  const quizPoint = findPoint(museum, (point) => point.questionnaire?.type === 'Quiz' && !needsUnlockProof(point));
  const questions = quizPoint.questionnaire?.questions ?? [];
  await skipTutorials(page, [MUSEUM_NAME]);

  // A shared link, opened by a visitor who never was on the guide page.
  await page.goto(`${MUSEUM_PATH}?point=${quizPoint.id}`);
  await expectPointOpen(page, quizPoint.id, localize(quizPoint.name, 'pt'));
  // Showing it recorded it (starting the visitor's anonymous session).
  await expect
    .poll(async () => {
      const response = await page.context().request.get('/api/me/progress');
      return response.ok() ? ((await response.json()) as VisitorProgress).unlockedPointIds : response.status();
    })
    .toEqual([quizPoint.id]);

  for (const [index, question] of questions.entries()) {
    const block = page.getByTestId('quiz-question');
    await expect(block).toHaveAttribute('data-question-index', String(index));
    await block.getByRole('radio', { name: localize(question.options[0]?.content, 'pt') }).check();
    await page.getByTestId('quiz-answer').click();
    await page.getByTestId('quiz-feedback-close').click();
  }
  await expect(page.getByTestId('quiz-done')).toBeVisible();
  await closePoint(page, { recorded: true });

  await expect(card(page, quizPoint.id)).toHaveAttribute('data-state', 'completed');
  await expect(card(page, quizPoint.id).getByTestId('point-state')).toHaveText('Concluído');
  await expect(page.getByTestId('journey-progress')).not.toHaveAttribute('data-percent', '0');
  const progress = await readProgress(page);
  expect(progress.visitedPointCount).toBe(1);
  expect(progress.answers.filter((answer) => answer.pointId === quizPoint.id)).toHaveLength(questions.length);
});

test('a point that needs its QR code shows its teaser and a scan button, never its content, until its code is scanned', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const museum = await readGuide(request, MUSEUM_PATH);
  const scale = findPoint(museum, (point) => point.qrValidation);
  const open = findPoint(
    museum,
    (point) => !needsUnlockProof(point) && point.journeyIds.includes(scale.journeyIds[0] ?? ''),
  );
  await skipTutorials(page, [MUSEUM_NAME]);

  await page.goto(`${MUSEUM_PATH}?journey=${scale.journeyIds[0]}`);
  // Before anything is opened: new points, and the QR point that says how it opens.
  await expect(card(page, open.id).getByTestId('point-state')).toHaveText('Novo');
  await expect(card(page, scale.id).getByTestId('point-state')).toHaveText('Abre com QR code');
  await expect(card(page, scale.id).getByTestId('point-state')).toHaveAttribute('data-visitor-state', 'locked');

  await card(page, scale.id).click();
  await expectPointOpen(page, scale.id, localize(scale.name, 'pt'));
  const teaser = page.getByTestId('point-teaser');
  await expect(teaser).toHaveAttribute('data-unlock-way', 'qr');
  await expect(teaser.getByTestId('teaser-scan')).toBeVisible();
  // The content is not on the page, and the server did not send it either.
  await expect(page.getByTestId('point-view')).not.toContainText('Inglaterra');
  expect(JSON.stringify(await (await page.context().request.get(`/api/points/${scale.id}`)).json())).not.toContain(
    'Inglaterra',
  );
  await shoot(page, 'qr-point-teaser');
  await teaser.getByTestId('teaser-scan').click();
  const scanner = page.getByRole('dialog', { name: 'Ler QR code do ponto' });
  await expect(scanner).toBeVisible();
  await scanner.getByRole('button', { name: 'Fechar' }).click();
  await expect(scanner).toBeHidden();
  await closePoint(page, { recorded: false });
  // Looking at the teaser wrote nothing: the visitor has not even needed a session yet.
  expect((await page.context().request.get('/api/me/progress')).status()).toBe(401);

  // The printed code unlocks it: the content shows.
  await page.goto(`/qrcode/${scale.id}`);
  await expectPointOpen(page, scale.id, localize(scale.name, 'pt'));
  await expect(page.getByTestId('point-view')).toContainText('Inglaterra');
  await expect(page.getByTestId('point-teaser')).toHaveCount(0);
  await closePoint(page, { recorded: true });
  await expect(card(page, scale.id).getByTestId('point-state')).not.toHaveAttribute('data-visitor-state', 'locked');

  // The guide page with its states, and the floor plan.
  await card(page, open.id).click();
  await expectPointOpen(page, open.id, localize(open.name, 'pt'));
  await closePoint(page, { recorded: true });
  await page.goto(`${MUSEUM_PATH}?journey=${scale.journeyIds[0]}`);
  await expect(card(page, open.id).getByTestId('point-state')).not.toHaveText('Novo');
  await card(page, scale.id).scrollIntoViewIfNeeded();
  await shoot(page, 'guide-page-states');
  await page.goto(`${MUSEUM_PATH}?journey=${scale.journeyIds[0]}&view=map`);
  await expect(page.getByTestId('venue-map').getByTestId('map-icon').first()).toBeVisible();
  await page.getByTestId('venue-map').scrollIntoViewIfNeeded();
  await shoot(page, 'floor-plan');
});
