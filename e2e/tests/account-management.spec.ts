import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { UserProfile } from '@percurso/shared';
import { decodeQuotedPrintable } from '../../scripts/outbox.ts';
import { signUpData } from '../support/demo.ts';
import { skipTutorials } from '../support/pages.ts';
import { expect, type Page, test } from '../support/test.ts';

// The registered visitor's account: profile page, password reset through the e-mail the server
// writes to its outbox, and account deletion. Screenshots go to test-results/screenshots/account-management/.
const SHOTS =
  process.env.ACCOUNT_SHOTS_DIR ?? join(import.meta.dirname, '../../test-results/screenshots/account-management');
/** The screen at phone size and at desktop size, then back to the phone. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

async function readMe(page: Page): Promise<UserProfile> {
  const response = await page.context().request.get('/api/me');
  expect(response.ok()).toBe(true);
  return (await response.json()) as UserProfile;
}

/** Registers a fresh user through the API, in the page's cookie jar (anonymous first, then upgraded). */
async function registerThroughApi(page: Page, account: { email: string; password: string; name: string }) {
  const request = page.context().request;
  expect((await request.post('/api/auth/sign-in/anonymous', { data: {} })).ok()).toBe(true);
  expect((await request.post('/api/auth/sign-up/email', { data: signUpData(account) })).ok()).toBe(true);
}

/** The reset link of the newest e-mail in the e2e server's outbox (DATA_DIR/outbox/*.eml). */
async function newestResetLink(after: number): Promise<URL> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: URL | undefined;
  await expect(async () => {
    const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
    const dated = await Promise.all(
      files.map(async (file) => ({ file, time: (await stat(join(outbox, file))).mtimeMs })),
    );
    const newest = dated.filter(({ time }) => time >= after).sort((a, b) => b.time - a.time)[0];
    expect(newest).toBeDefined();
    const text = decodeQuotedPrintable(await readFile(join(outbox, newest?.file ?? ''), 'utf8'));
    const match = /https?:\/\/[^\s"<>]+\/auth\/reset-password\?token=[^\s"<>]+/.exec(text);
    expect(match).not.toBeNull();
    link = new URL(match?.[0] ?? '');
  }).toPass({ timeout: 10_000 });
  if (!link) throw new Error('no reset e-mail in the outbox');
  return link;
}

async function openAccountMenu(page: Page) {
  await page.getByTestId('account-button').click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test('a registered visitor edits the profile, resets the password by e-mail and deletes the account', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `bia.${Date.now()}@example.com`;
  const password = 'segredo-123';
  const newPassword = 'nova-senha-456';
  await skipTutorials(page);
  await registerThroughApi(page, { email, password, name: 'Bia Visitante' });

  // Profile: the name is required, then name, gender and city are saved and still there after reload.
  await page.goto('/perfil');
  const form = page.getByTestId('profile-form');
  await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Bia Visitante');
  await expect(page.getByTestId('profile-level')).toHaveText('Iniciante');
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Informe o nome!').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Beatriz Viajante');
  await form.getByRole('radio', { name: 'Outro' }).check();
  await form.getByRole('textbox', { name: 'Cidade', exact: true }).fill('Ouro Preto');
  await form.getByTestId('profile-terms').check();
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Perfil salvo!')).toBeVisible();
  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Beatriz Viajante');
  await expect(form.getByRole('radio', { name: 'Outro' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Cidade', exact: true })).toHaveValue('Ouro Preto');
  await expect(form.getByTestId('profile-terms')).toBeChecked();
  await shot(page, '1-profile');
  expect(await readMe(page)).toMatchObject({ name: 'Beatriz Viajante', gender: 'Outro', city: 'Ouro Preto' });

  // Signed out, the visitor asks for a reset from the login card: e-mail required, then sent.
  await openAccountMenu(page);
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('profile-sign-in-prompt')).toBeVisible();
  await shot(page, '1b-profile-anonymous');
  await page.getByTestId('register-prompt-sign-in').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('forgot-password').click();
  await expect(dialog.getByTestId('reset-password-card')).toBeVisible();
  await dialog.getByTestId('reset-password-submit').click();
  await expect(dialog.getByText('Preencher email')).toBeVisible();
  await shot(page, '2-reset-dialog');
  const requestedAt = Date.now() - 1000;
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByTestId('reset-password-submit').click();
  await expect(page.getByText('Email de redefinição de senha enviado!')).toBeVisible();
  await expect(dialog.getByTestId('login-card')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  // The e-mail's link opens the new-password page; afterwards the login page says it worked.
  const link = await newestResetLink(requestedAt);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('reset-password-page')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nova senha' }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirmação de senha' }).fill(`${newPassword}x`);
  await expect(page.getByText('As senhas devem ser iguais.')).toBeVisible();
  await shot(page, '3-new-password');
  await page.getByRole('textbox', { name: 'Confirmação de senha' }).fill(newPassword);
  await page.getByTestId('new-password-submit').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId('password-reset-done')).toBeVisible();
  await shot(page, '4-login-after-reset');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await expect(page).toHaveURL(/\/index$/);
  expect(await readMe(page)).toMatchObject({ isAnonymous: false, email });

  // The same link is spent: it shows the mapped error.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('textbox', { name: 'Nova senha' }).fill('outra-senha-789');
  await page.getByRole('textbox', { name: 'Confirmação de senha' }).fill('outra-senha-789');
  await page.getByTestId('new-password-submit').click();
  await expect(page.getByTestId('reset-password-error')).toContainText('inválido ou expirado');
  await shot(page, '5-spent-link');

  // Delete the account: a wrong password first, then the right one; without a session again on /index.
  await page.goto('/index');
  await openAccountMenu(page);
  await page.getByTestId('delete-account').click();
  await expect(dialog.getByTestId('delete-account-card')).toBeVisible();
  // The confirmation says what goes and what stays (docs/product-decisions.md, "Account deletion").
  await expect(dialog.getByTestId('delete-account-card')).toContainText('data de nascimento, cidade e foto');
  await expect(dialog.getByTestId('delete-account-card')).toContainText('por faixa de idade e região');
  await dialog.getByLabel('Confirme com a sua senha').fill('errada-000');
  await dialog.getByTestId('delete-account-submit').click();
  await expect(dialog.getByText('Senha incorreta')).toBeVisible();
  await shot(page, '6-delete-dialog');
  await dialog.getByLabel('Confirme com a sua senha').fill(newPassword);
  await dialog.getByTestId('delete-account-submit').click();
  await expect(page.getByTestId('sign-in-button')).toBeEnabled();
  await expect(page).toHaveURL(/\/index$/);
  expect((await page.context().request.get('/api/me')).status()).toBe(401);
  const signIn = await page
    .context()
    .request.post('/api/auth/sign-in/email', { data: { email, password: newPassword } });
  expect(signIn.ok()).toBe(false);
});
