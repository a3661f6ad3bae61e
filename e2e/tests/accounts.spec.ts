import { join } from 'node:path';
import type { UserProfile } from '@percurso/shared';
import { skipTutorials } from '../support/pages.ts';
import { expect, type Page, test } from '../support/test.ts';

// Accounts from the visitor's side: a visitor who has only read (no session yet) registers in
// three steps, signs out, and signs back in (progress.spec: an anonymous visitor keeps their id). Screenshots of the dialog go to test-results/screenshots/accounts/.
const SHOTS = process.env.AUTH_SHOTS_DIR ?? join(import.meta.dirname, '../../test-results/screenshots/accounts');

type Me = UserProfile;

/** GET /api/me with the page's cookies (the context's request shares them). */
async function readMe(page: Page): Promise<Me> {
  const response = await page.context().request.get('/api/me');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Me;
}

/** GET /api/me's status: 401 while the browser has no session. */
async function meStatus(page: Page): Promise<number> {
  return (await page.context().request.get('/api/me')).status();
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

async function openSelection(page: Page) {
  await skipTutorials(page);
  await page.goto('/index');
  await expect(page.getByTestId('sign-in-button')).toBeEnabled();
}

test('a visitor registers in three steps, signs out and back in as the same user', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `ana.${Date.now()}@example.com`;
  const password = 'segredo-123';
  await openSelection(page);
  // Reading the guides started no session.
  expect(await meStatus(page)).toBe(401);

  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('login-card')).toBeVisible();
  await shot(page, 'phone-1-login');
  await dialog.getByTestId('go-register').click();

  // Step 1: everything empty, then passwords that differ.
  await dialog.getByTestId('register-next').click();
  await expect(page.getByText('Preencha todos os campos corretamente.')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await dialog.getByLabel('Confirmação de senha').fill(`${password}x`);
  await expect(dialog.getByText('Campo "confirmação de senha" diferente da senha!')).toBeVisible();
  await shot(page, 'phone-2-register-step-1');
  await dialog.getByLabel('Confirmação de senha').fill(password);
  await dialog.getByTestId('register-next').click();

  // Step 2: the birth date mask, an impossible date, then a real one.
  await dialog.getByLabel('Nome').fill('Ana Visitante');
  const birthDate = dialog.getByLabel('Data de nascimento');
  await expect(birthDate).toHaveAttribute('placeholder', 'DD/MM/AAAA');
  await birthDate.pressSequentially('31021990');
  await expect(birthDate).toHaveValue('31/02/1990');
  await dialog.getByRole('radio', { name: 'Feminino' }).check();
  await dialog.getByTestId('register-next').click();
  await expect(dialog.getByText('Data inválida!')).toBeVisible();
  await birthDate.fill('');
  await birthDate.pressSequentially('15081990');
  await expect(birthDate).toHaveValue('15/08/1990');
  await shot(page, 'phone-3-register-step-2');
  await dialog.getByTestId('register-next').click();

  // Step 3: at most three suggestions, filtered as the visitor types.
  await dialog.getByRole('textbox', { name: 'País' }).pressSequentially('bra');
  await page.getByRole('option', { name: 'Brasil' }).click();
  await dialog.getByRole('textbox', { name: 'Estado' }).pressSequentially('rio');
  await expect(page.getByRole('option')).toHaveText(['Rio de Janeiro', 'Rio Grande do Norte', 'Rio Grande do Sul']);
  await shot(page, 'phone-4-register-step-3');
  await page.getByRole('option', { name: 'Rio de Janeiro' }).click();
  await dialog.getByLabel('Cidade', { exact: true }).fill('Niterói');
  // The terms and privacy policy must be accepted (spec §3 termsAndPolicyCheck).
  await dialog.getByTestId('register-next').click();
  await expect(
    dialog.getByText('Aceite os Termos de uso e a Política de privacidade para se cadastrar.'),
  ).toBeVisible();
  await dialog.getByTestId('register-terms').check();
  await dialog.getByTestId('register-next').click();

  await expect(dialog).toBeHidden();
  // On a phone the header has room for the icon only; the button and its menu name the user.
  await expect(page.getByTestId('account-button')).toHaveAccessibleName('Conta de Ana Visitante');
  const registered = await readMe(page);
  expect(registered).toMatchObject({ isAnonymous: false, email, name: 'Ana Visitante' });
  // Steps 2 and 3 are on the profile too.
  expect(registered).toMatchObject({
    gender: 'Feminino',
    country: 'Brasil',
    state: 'Rio de Janeiro',
    city: 'Niterói',
    termsAndPolicyCheck: true,
  });
  expect(registered.birthDate).toMatch(/^1990[-/]08[-/]15$/);
  await shot(page, 'phone-5-signed-in');

  // Sign out: 'Entrar' again, without a session until the visitor writes something.
  await page.getByTestId('account-button').click();
  await expect(page.getByTestId('account-name')).toContainText('Ana Visitante');
  await expect(page.getByTestId('account-name')).toContainText(email);
  await shot(page, 'phone-6-account-menu');
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-in-button')).toBeEnabled();
  expect(await meStatus(page)).toBe(401);

  // Sign in: a wrong password first, then the right one brings the registered user back.
  await page.getByTestId('sign-in-button').click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Senha inválida!')).toBeVisible();
  await shot(page, 'phone-7-wrong-password');
  await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-button')).toHaveAccessibleName('Conta de Ana Visitante');
  expect(await readMe(page)).toMatchObject({ id: registered.id, isAnonymous: false });
});

test('an unknown e-mail is told apart from a wrong password', async ({ page }) => {
  await openSelection(page);
  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog.getByText('Email não informado!')).toBeVisible();
  await dialog.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
  await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill('whatever-123');
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Usuário não encontrado!')).toBeVisible();
});

test('the dialog and the auth pages at desktop size', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSelection(page);
  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('login-card')).toBeVisible();
  await shot(page, 'desktop-1-login');
  await dialog.getByTestId('go-register').click();
  await dialog.getByTestId('register-next').click();
  await expect(page.getByText('Preencha todos os campos corretamente.')).toBeVisible();
  await shot(page, 'desktop-2-register-step-1-invalid');
  await dialog.getByLabel('Email').fill('bia@example.com');
  await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo-123');
  await dialog.getByLabel('Confirmação de senha').fill('segredo-123');
  await dialog.getByTestId('register-next').click();
  await dialog.getByLabel('Nome').fill('Bia');
  await dialog.getByLabel('Data de nascimento').pressSequentially('01021985');
  await dialog.getByRole('radio', { name: 'Outro' }).check();
  await shot(page, 'desktop-3-register-step-2');
  await dialog.getByTestId('register-next').click();
  await dialog.getByRole('textbox', { name: 'País' }).pressSequentially('a');
  await expect(page.getByRole('option')).toHaveCount(3);
  await shot(page, 'desktop-4-register-step-3');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/login');
  await expect(page.getByTestId('login-card')).toBeVisible();
  await shot(page, 'desktop-5-login-page');
  await page.goto('/auth/login');
  await expect(page.getByTestId('login-card')).toBeVisible();
  await page.goto('/auth/registerEmail');
  await expect(page.getByTestId('register-card')).toBeVisible();
  await shot(page, 'desktop-6-register-page');
});
