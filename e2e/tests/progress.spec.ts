import { join } from 'node:path';
import { type Journey, localize, type Point, quizScore, type VisitorProgress } from '@percurso/shared';
import { type DemoGuide, type DemoPoint, findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { closePointAndNextPoints, expectPointOpen, skipTutorials } from '../support/pages.ts';
import { type Browser, expect, type Page, test } from '../support/test.ts';

// Unlocking and progress from the visitor's side: QR links, point states, quizzes, journey
// completion, level, and progress kept through registration. Screenshots in
// test-results/screenshots/progress/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/progress');
const MUSEUM_NAME = 'Museu do Açúcar e do Café';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

async function readProgress(page: Page): Promise<VisitorProgress> {
  const response = await page.context().request.get('/api/me/progress');
  expect(response.ok()).toBe(true);
  return (await response.json()) as VisitorProgress;
}

const card = (page: Page, pointId: string) => page.locator(`[data-testid="point-card"][data-point-id="${pointId}"]`);

function journeyNamed(bundle: DemoGuide, name: string): Journey {
  const journey = bundle.journeys.find((candidate) => candidate.name.pt === name);
  if (!journey) throw new Error(`no journey ${name}`);
  return journey;
}

function pointsOf(bundle: DemoGuide, journey: Journey): DemoPoint[] {
  return journey.pointOrder.flatMap((id) => bundle.points.filter((point) => point.id === id));
}

/** Answers every question of the open point's questionnaire with the options given (one per question). */
async function answerAll(page: Page, point: Point, choices: number[], onFeedback?: (index: number) => Promise<void>) {
  const questionnaire = point.questionnaire;
  if (!questionnaire) throw new Error('point without questionnaire');
  for (const [index, question] of questionnaire.questions.entries()) {
    const block = page.getByTestId('quiz-question');
    await expect(block).toHaveAttribute('data-question-index', String(index));
    await expect(block).toContainText(localize(question.statement, 'pt'));
    const choice = choices[index] ?? 0;
    await block.getByRole('radio', { name: localize(question.options[choice]?.content, 'pt') }).check();
    await page.getByTestId('quiz-answer').click();
    if (questionnaire.type === 'Quiz') {
      const feedback = page.getByTestId('quiz-feedback');
      await expect(feedback).toBeVisible();
      const isRight = choice === question.correctOptionIndex;
      await expect(feedback).toHaveAttribute('data-correct', String(isRight));
      await expect(feedback).toContainText(isRight ? 'Resposta certa!' : 'Resposta errada');
      await expect(page.getByTestId('quiz-feedback-text')).toHaveText(
        localize(question.options[choice]?.feedback, 'pt'),
      );
      await onFeedback?.(index);
      await page.getByTestId('quiz-feedback-close').click();
      await expect(feedback).toBeHidden();
    }
  }
  await expect(page.getByTestId('quiz-done')).toBeVisible();
}

test('an anonymous QR link unlocks the point and lands on the guide with it open', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const moenda = findPoint(museum, (point) => point.name.pt === 'Moenda de cana');
  const quizPoint = findPoint(museum, (point) => point.questionnaire?.type === 'Quiz');
  await skipTutorials(page, [MUSEUM_NAME]);

  await page.goto(`/qrcode/${moenda.id}`);
  // The spec's address: the proof the server's redirect carried leaves it as the app takes over.
  await expect(page).toHaveURL(new RegExp(`\\?point=${moenda.id}$`));
  await expectPointOpen(page, moenda.id, 'Moenda de cana');
  // The unlock is recorded right after (with the app's scripts late, the session may not exist yet).
  await expect
    .poll(async () => {
      const response = await page.context().request.get('/api/me/progress');
      return response.ok() ? ((await response.json()) as VisitorProgress).unlockedPointIds : [];
    })
    .toEqual([moenda.id]);

  await closePointAndNextPoints(page);

  // The unlock is recorded once: opening the same QR link again records nothing, so no dialog.
  await page.goto(`/qrcode/${moenda.id}`);
  await expectPointOpen(page, moenda.id, 'Moenda de cana');
  await page.getByRole('button', { name: 'Fechar o ponto' }).click();
  await expect(page.getByTestId('point-view')).toBeHidden();
  await expect(page.getByTestId('point-list')).toBeVisible();
  await expect(page.getByTestId('next-points-dialog')).toHaveCount(0);
  // Moenda has no questions, so once unlocked it is completed; a quiz point is still locked.
  await expect(card(page, moenda.id)).toHaveAttribute('data-state', 'completed');
  await expect(card(page, moenda.id).getByTestId('point-state')).toHaveText('Concluído');
  await expect(card(page, quizPoint.id)).toHaveAttribute('data-state', 'locked');
  await expect(page.getByTestId('journey-progress')).not.toHaveAttribute('data-percent', '0');
  await shot(page, 'phone-guide-after-qr');
  expect((await readProgress(page)).visitedPointCount).toBe(1);
});

test('a quiz shows the feedback of the chosen option and the score', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const quizPoint = findPoint(museum, (point) => point.questionnaire?.type === 'Quiz');
  const questionnaire = quizPoint.questionnaire;
  if (!questionnaire) throw new Error('no quiz');
  // Right, wrong, right (for three questions): 67 %.
  const choices = questionnaire.questions.map((question, index) =>
    index === 1
      ? ((question.correctOptionIndex ?? 0) + 1) % question.options.length
      : (question.correctOptionIndex ?? 0),
  );
  const expected = quizScore(questionnaire, choices);
  await skipTutorials(page, [MUSEUM_NAME]);
  await page.goto(MUSEUM_PATH);

  await card(page, quizPoint.id).click();
  await expectPointOpen(page, quizPoint.id, localize(quizPoint.name, 'pt'));
  await expect(page.getByTestId('quiz-question')).toBeVisible();
  await page.getByTestId('quiz-question').scrollIntoViewIfNeeded();
  await shot(page, 'phone-quiz-question');
  await answerAll(page, quizPoint, choices, async (index) => {
    if (index === 0) await shot(page, 'phone-quiz-feedback');
  });
  await expect(page.getByTestId('quiz-score')).toHaveText(`Você acertou ${expected}% das perguntas.`);
  await page.getByTestId('quiz-done').scrollIntoViewIfNeeded();
  await shot(page, 'phone-quiz-done');
  await closePointAndNextPoints(page);
  await expect(card(page, quizPoint.id)).toHaveAttribute('data-state', 'completed');
});

test('finishing a journey marks it completed and raises the level', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const journey = journeyNamed(museum, 'A Casa-Grande');
  const points = pointsOf(museum, journey);
  expect(points.length).toBeGreaterThanOrEqual(3);
  await skipTutorials(page, [MUSEUM_NAME]);
  await page.goto(`${MUSEUM_PATH}?journey=${journey.id}`);
  const bar = page.getByTestId('journey-progress');
  await expect(bar).toHaveAttribute('data-percent', '0');

  for (const [index, point] of points.entries()) {
    if (point.qrValidation) {
      // A point with QR validation unlocks by its code (here its printed link), not by its card;
      // then it opens from the journey like the others.
      await page.goto(`/qrcode/${point.id}`);
      await expectPointOpen(page, point.id, localize(point.name, 'pt'));
      await closePointAndNextPoints(page);
      await page.goto(`${MUSEUM_PATH}?journey=${journey.id}`);
    }
    await card(page, point.id).click();
    await expectPointOpen(page, point.id, localize(point.name, 'pt'));
    if (point.questionnaire?.enabled) await answerAll(page, point, []);
    if (index === points.length - 1) {
      // Issue 26 item 16: the last unlock gives a "journey complete" moment, with the way on.
      await page.getByRole('button', { name: 'Fechar o ponto' }).click();
      const moment = page.getByRole('dialog', { name: 'Jornada concluída!' });
      await expect(moment).toBeVisible();
      await expect(moment.getByTestId('journey-done-name')).toHaveText('A Casa-Grande');
      await expect(moment.getByTestId('journey-done-points')).toHaveText(`Você visitou os ${points.length} pontos.`);
      await expect(page.getByTestId('next-points-dialog')).toHaveCount(0);
      const journeys = museum.guide.journeyOrder.flatMap((id) => museum.journeys.filter((j) => j.id === id));
      const at = journeys.findIndex((candidate) => candidate.id === journey.id);
      const next = [...journeys.slice(at + 1), ...journeys.slice(0, at)][0];
      if (!next) throw new Error('the demo museum has one journey');
      const nextButton = moment.getByTestId('journey-done-next');
      await expect(nextButton).toHaveText(`Próxima jornada: ${localize(next.name, 'pt')}`);
      await expect(nextButton).toBeFocused();
      await expect(moment.getByTestId('rate-journey')).toBeVisible();
      await expect(moment.getByTestId('journey-done-rewards')).toBeVisible();
      await shot(page, 'phone-journey-done');
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, 'desktop-journey-done');
      await page.setViewportSize({ width: 412, height: 915 });
      await nextButton.click();
      await expect(moment).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`journey=${next.id}`));
      await expect(page.locator(`[data-testid="journey-tab"][data-journey-id="${next.id}"]`)).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.goto(`${MUSEUM_PATH}?journey=${journey.id}`);
    } else {
      await closePointAndNextPoints(page);
    }
    await expect(card(page, point.id)).toHaveAttribute('data-state', 'completed');
  }
  await expect(bar).toHaveAttribute('data-percent', '100');
  await expect(bar).toHaveAttribute('data-completed', 'true');
  await expect(bar).toContainText('Jornada concluída!');
  await page.evaluate(() => window.scrollTo(0, 0));
  await bar.scrollIntoViewIfNeeded();
  await shot(page, 'phone-guide-journey-completed');

  const progress = await readProgress(page);
  expect(progress.completedJourneyIds).toEqual([journey.id]);
  expect(progress.placesVisited).toEqual([
    { guide: museum.guide.id, journeysCompleted: [journey.id], completed: true },
  ]);
  // Three distinct points reach level 2.
  expect(progress.experienceLevel).toBe(2);
  await page.goto('/perfil');
  await expect(page.getByTestId('visitor-level')).toHaveAttribute('data-level', '2');
  await expect(page.getByTestId('visitor-level')).toContainText('Nível 2 · Iniciante');
});

test('an anonymous visitor who unlocked points registers and keeps that progress', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const moenda = findPoint(museum, (point) => point.name.pt === 'Moenda de cana');
  await skipTutorials(page, [MUSEUM_NAME]);
  await page.goto(`/qrcode/${moenda.id}`);
  await expectPointOpen(page, moenda.id, 'Moenda de cana');
  await closePointAndNextPoints(page);
  const before = await readProgress(page);
  expect(before.unlockedPointIds).toEqual([moenda.id]);

  await register(page, `progresso.${Date.now()}@example.com`);
  await expect(page.getByTestId('account-button')).toBeVisible();
  const after = await readProgress(page);
  expect(after).toMatchObject({ userId: before.userId, unlockedPointIds: [moenda.id] });
  await page.reload();
  await expect(card(page, moenda.id)).toHaveAttribute('data-state', 'completed');
  await page.getByTestId('account-button').click();
  await expect(page.getByTestId('visitor-level')).toContainText('1 ponto visitado');
});

test('the guide page with point states and the quiz at desktop size', async ({ browser, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const page = await desktopPage(browser);
  const moenda = findPoint(museum, (point) => point.name.pt === 'Moenda de cana');
  const quizPoint = findPoint(museum, (point) => point.questionnaire?.type === 'Quiz');
  await page.goto(`/qrcode/${moenda.id}`);
  await expectPointOpen(page, moenda.id, 'Moenda de cana');
  await closePointAndNextPoints(page);
  await card(page, quizPoint.id).click();
  await expectPointOpen(page, quizPoint.id, localize(quizPoint.name, 'pt'));
  await page.getByTestId('quiz-question').scrollIntoViewIfNeeded();
  await page.getByTestId('quiz-question').getByRole('radio').first().check();
  await page.getByTestId('quiz-answer').click();
  await expect(page.getByTestId('quiz-feedback')).toBeVisible();
  await shot(page, 'desktop-quiz-feedback');
  await page.getByTestId('quiz-feedback-close').click();
  await shot(page, 'desktop-quiz-next-question');
  await page.getByRole('button', { name: 'Fechar o ponto' }).click();
  await expect(page.getByTestId('next-points-dialog')).toBeVisible();
  await shot(page, 'desktop-next-points');
  await page.getByTestId('next-points-close').click();
  await expect(card(page, quizPoint.id)).toHaveAttribute('data-state', 'unlocked');
  await expect(page.locator(`[data-testid="map-icon"][data-point-id="${moenda.id}"]`)).toHaveAttribute(
    'data-state',
    'completed',
  );
  await page.getByTestId('journey-progress').scrollIntoViewIfNeeded();
  await shot(page, 'desktop-guide-states');
  await page.context().close();
});

async function desktopPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await skipTutorials(page, [MUSEUM_NAME]);
  return page;
}

/** The three-step register dialog (see accounts.spec.ts). */
async function register(page: Page, email: string) {
  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('go-register').click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo-123');
  await dialog.getByLabel('Confirmação de senha').fill('segredo-123');
  await dialog.getByTestId('register-next').click();
  await dialog.getByLabel('Nome').fill('Rui Visitante');
  await dialog.getByLabel('Data de nascimento').pressSequentially('15081990');
  await dialog.getByRole('radio', { name: 'Masculino' }).check();
  await dialog.getByTestId('register-next').click();
  await dialog.getByRole('textbox', { name: 'País' }).pressSequentially('bra');
  await page.getByRole('option', { name: 'Brasil' }).click();
  await dialog.getByRole('textbox', { name: 'Estado' }).pressSequentially('minas');
  await page.getByRole('option', { name: 'Minas Gerais' }).click();
  await dialog.getByLabel('Cidade', { exact: true }).fill('Mariana');
  await dialog.getByTestId('register-terms').check();
  await dialog.getByTestId('register-next').click();
  await expect(dialog).toBeHidden();
}

test('an unlock in one tab shows in the visitor’s other tab without a reload', async ({ page }) => {
  const museum = await readGuide(page.request, MUSEUM_PATH);
  const moenda = findPoint(museum, (point) => point.name.pt === 'Moenda de cana');
  await skipTutorials(page, [MUSEUM_NAME]);
  await page.goto(MUSEUM_PATH);
  await expect(card(page, moenda.id)).not.toHaveAttribute('data-state', 'completed');

  const other = await page.context().newPage();
  await skipTutorials(other, [MUSEUM_NAME]);
  await other.goto(`/qrcode/${moenda.id}`);
  await expectPointOpen(other, moenda.id, 'Moenda de cana');
  await expect(card(page, moenda.id)).toHaveAttribute('data-state', 'completed');
  await other.close();
});
