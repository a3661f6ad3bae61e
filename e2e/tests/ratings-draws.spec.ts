import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { needsUnlockProof } from '@percurso/shared';
import { findPoint, MUSEUM_PATH, readGuide, signUpData } from '../support/demo.ts';
import { mailTo } from '../support/outbox.ts';
import { skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expectToast } from '../support/panel-screens.ts';
import { expect, type Page, test } from '../support/test.ts';

// Issue 12: a visitor rates the museum and the rating shows in the panel; a manager creates a
// prize-draw reward, runs the draw, and the winner's e-mail reaches the server's outbox.
// Screenshots (390×844 and 1366×900): test-results/screenshots/ratings-draws/<name>-{phone,desktop}.png.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/ratings-draws');
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  // Earlier toasts would cover the screen: they are closed, as a manager would.
  const toasts = page.locator('.mantine-Notification-closeButton');
  for (let tries = 0; tries < 10 && (await toasts.count()) > 0; tries++) {
    // A toast may close by itself meanwhile: then there is nothing to click.
    await toasts
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
  await expect(toasts).toHaveCount(0);
  const phone = page.viewportSize() ?? { width: 390, height: 844 };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, `${name}-phone.png`) });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`) });
  await page.setViewportSize(phone);
}

test('a visitor rates the guide; the rating shows in the panel, filtered and removable', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const comment = `Visita ótima ${randomUUID().slice(0, 8)}`;
  await skipTutorials(page, ['Museu do Açúcar e do Café']);
  await page.goto(MUSEUM_PATH);

  await test.step('the visitor gives the guide a 9 with a comment from the guide page', async () => {
    await page.getByTestId('rate-guide').click();
    const dialog = page.getByTestId('rating-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('rating-send').click();
    await expect(page.getByText('Escolha uma nota de 0 a 10.')).toBeVisible();
    await page.getByTestId('rating-score-9').click();
    await page.getByTestId('rating-comment').fill(comment);
    await shot(page, 'rating-dialog');
    await page.getByTestId('rating-send').click();
    await expect(page.getByText('Obrigado pela sua avaliação!')).toBeVisible();
    await expect(page.getByTestId('rate-guide')).toHaveText('Sua nota: 9');
  });

  await test.step('a second score replaces the first; /rating lists what the visitor can rate', async () => {
    await page.goto('/rating?guia=Museu%20do%20A%C3%A7%C3%BAcar%20e%20do%20Caf%C3%A9');
    await expect(page.getByTestId('rating-page')).toBeVisible();
    await expect(page.getByTestId('rate-guide')).toHaveText('Sua nota: 9');
    await expect(page.getByTestId('rate-journey').first()).toBeVisible();
    await shot(page, 'rating-page');
    await page.getByTestId('rate-guide').click();
    await expect(page.getByText('Você já deu nota 9: a nova nota substitui a anterior.')).toBeVisible();
    await page.getByTestId('rating-score-10').click();
    await page.getByTestId('rating-send').click();
    await expect(page.getByTestId('rate-guide')).toHaveText('Sua nota: 10');
  });

  const manager = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await skipTutorials(manager);
  await manager.goto('/index');
  await signInAsPanelAdmin(manager);
  await test.step('the manager sees it in the guide ratings, by band, and removes it', async () => {
    await manager.goto('/guidePanel/demo-museum/ratings');
    const row = manager.getByTestId('rating-row').filter({ hasText: comment });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('10');
    await expect(row).toContainText('Visitante sem cadastro');
    await expect(manager.getByTestId('guide-nps-score')).not.toHaveText('—');
    await shot(manager, 'panel-ratings');
    await manager.getByTestId('ratings-filter-band').click();
    await manager.getByRole('option', { name: 'Detratores (0–6)' }).click();
    await expect(manager.getByTestId('rating-row').filter({ hasText: comment })).toHaveCount(0);
    await manager.getByTestId('ratings-filter-band').click();
    await manager.getByRole('option', { name: 'Promotores (9–10)' }).click();
    await expect(row).toHaveCount(1);
    await row.getByTestId('rating-delete').click();
    await manager.getByRole('dialog').getByRole('button', { name: 'Remover', exact: true }).click();
    await expectToast(manager, 'Avaliação removida!');
    await expect(row).toHaveCount(0);
  });
  await manager.close();
});

test('a manager creates a prize draw, runs it, and the winner gets an e-mail', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const prize = `Sorteio E2E ${randomUUID().slice(0, 8)}`;
  // A registered visitor unlocks a museum point that needs no proof: they are eligible.
  const museum = await readGuide(page.request, MUSEUM_PATH);
  const point = findPoint(museum, (candidate) => !needsUnlockProof(candidate));
  // Two of them, so a re-draw (which leaves the first winner out) still has someone to pick.
  const origin = { origin: test.info().project.use.baseURL ?? '' };
  for (const name of ['Visitante Sorteado', 'Visitante Reserva']) {
    const visitor = await browser.newContext();
    const email = `sorteio.${randomUUID().slice(0, 8)}@example.com`;
    expect((await visitor.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: origin })).ok()).toBe(true);
    const signUp = await visitor.request.post('/api/auth/sign-up/email', {
      data: signUpData({ email, password: 'sorteio-e2e-1', name }),
      headers: origin,
    });
    expect(signUp.ok()).toBe(true);
    const unlock = await visitor.request.post('/api/interactions', {
      data: { id: randomUUID(), pointId: point.id, tracker: 'intPointDialog' },
      headers: origin,
    });
    expect(unlock.ok(), await unlock.text()).toBe(true);
    await visitor.close();
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await skipTutorials(page);
  await page.goto('/index');
  await signInAsPanelAdmin(page);

  await test.step('the reward editor refuses reversed dates, then saves the reward', async () => {
    await page.goto('/reward/edit?guideId=demo-museum');
    await expect(page.getByTestId('prize-list')).toBeVisible();
    await page.getByTestId('prize-new').click();
    await page.getByTestId('prize-name-pt').fill(prize);
    await page.getByTestId('prize-name-tab-en').click();
    await page.getByTestId('prize-name-en').fill(`${prize} (en)`);
    await page.getByTestId('prize-description-pt').fill('Uma cesta de doces da fazenda.');
    await page.getByTestId('prize-description-tab-en').click();
    await page.getByTestId('prize-description-en').fill('A basket of farm sweets.');
    await page.getByTestId('prize-model').getByText('Quem desbloqueou os pontos').click();
    await page.getByTestId('prize-points').click();
    await page.getByRole('option', { name: point.name.pt ?? '' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('prize-start').fill('2026-12-31');
    await page.getByTestId('prize-final').fill('2026-01-01');
    await page.getByTestId('prize-save').click();
    await expect(
      page.getByTestId('prize-editor').getByText('A data final deve ser igual ou posterior à data inicial.'),
    ).toBeVisible();
    await page.getByTestId('prize-start').fill('');
    await page.getByTestId('prize-final').fill('');
    await page.getByTestId('prize-amount').fill('150,5');
    await shot(page, 'reward-editor');
    await page.getByTestId('prize-save').click();
    await expectToast(page, 'Prêmio salvo!');
    await expect(page).toHaveURL(/\/reward\/edit\?id=/);
    await expect(page.getByTestId('prize-amount')).toHaveValue('R$ 150,50');
    // Rewards are part of the draft (migration 0051): a draw follows the published rule, so the guide is published first.
    const published = await page.request.post('/api/panel/guides/demo-museum/publish', { data: {}, headers: origin });
    expect(published.status(), await published.text()).toBe(201);
  });

  await test.step('the draw picks a registered visitor, shows the audit data and e-mails the winner', async () => {
    await page.getByTestId('draw-run').click();
    // A draw cannot be undone: the panel asks first, and nothing is drawn until confirmed.
    await expect(page.getByRole('dialog')).toContainText('não pode ser desfeito');
    await expect(page.getByTestId('draw-row')).toHaveCount(0);
    await page.getByTestId('draw-confirm').click();
    await expectToast(page, 'Sorteio realizado!');
    const draw = page.getByTestId('draw-row').first();
    await expect(draw).toContainText('E-mail enviado');
    await expect(draw.getByTestId('draw-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(draw.getByTestId('draw-hash')).toHaveText(/^[0-9a-f]{64}$/);
    const winnerEmail = (await draw.getByTestId('draw-winner-email').textContent()) ?? '';
    const mail = await mailTo(winnerEmail, prize);
    expect(mail).toContain('ganhou');

    await page.getByTestId('draw-reason').fill('Ganhador não respondeu');
    await page.getByTestId('draw-run').click();
    await page.getByTestId('draw-confirm').click();
    await expect(page.getByTestId('draw-row')).toHaveCount(2);
    await expect(page.getByTestId('draw-row').first()).toContainText('Motivo: Ganhador não respondeu');
    await page.getByTestId('draw-row').first().scrollIntoViewIfNeeded();
    await shot(page, 'draw-history');
  });
});
