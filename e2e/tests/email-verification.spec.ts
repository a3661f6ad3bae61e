import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUpData } from '../support/demo.ts';
import { verificationLinkTo } from '../support/outbox.ts';
import { skipTutorials } from '../support/pages.ts';

// Issue 25 item 6: a registered visitor sees on /perfil that the e-mail is not confirmed, asks for
// the link, follows it from the e-mail (the server's outbox) and sees it confirmed.
// Screenshots: test-results/screenshots/email-verification/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/email-verification');
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  const before = page.viewportSize() ?? { width: 412, height: 915 };
  await page.setViewportSize({ width: 412, height: 915 });
  await page.screenshot({ path: join(SHOTS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(before);
}

test('a visitor signs up, follows the link of the e-mail and sees the address confirmed', async ({ page }) => {
  test.setTimeout(120_000);
  const account = {
    email: `confirma.${randomUUID().slice(0, 8)}@example.com`,
    password: 'confirma-123',
    name: 'Clara',
  };
  await skipTutorials(page);
  await page.goto('/index');
  await expect(page.getByTestId('guide-card').first()).toBeVisible();

  await test.step('the visitor signs up (an anonymous session upgraded) and sees the e-mail not confirmed', async () => {
    const request = page.context().request;
    const headers = { origin: new URL(page.url()).origin };
    expect((await request.post('/api/auth/sign-in/anonymous', { data: {}, headers })).ok()).toBe(true);
    const signUp = await request.post('/api/auth/sign-up/email', { data: signUpData(account), headers });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    await page.goto('/perfil');
    await expect(page.getByTestId('email-unverified')).toContainText('E-mail não confirmado');
  });

  await test.step('asks for the link again from the profile', async () => {
    await page.getByTestId('email-verify-send').click();
    await expect(page.getByText(`Enviamos um link de confirmação para ${account.email}.`)).toBeVisible();
    await shot(page, 'profile-unverified');
  });

  await test.step('follows the link of the e-mail: the app says it worked, the profile shows it', async () => {
    await page.goto(await verificationLinkTo(account.email));
    await expect(page).toHaveURL(/\/auth\/email-verified$/);
    await expect(page.getByTestId('email-verified-done')).toHaveText('Pronto! Seu e-mail foi confirmado.');
    await shot(page, 'landing');
    await page.getByRole('link', { name: 'Ir para o perfil' }).click();
    await expect(page.getByTestId('email-verified')).toContainText('E-mail confirmado');
    await expect(page.getByTestId('email-verify-send')).toHaveCount(0);
    await shot(page, 'profile-verified');
  });

  await test.step('a used-up or forged link lands on the same page with the failure', async () => {
    await page.goto('/api/auth/verify-email?token=forjado&callbackURL=%2Fauth%2Femail-verified');
    await expect(page.getByTestId('email-verified-failed')).toContainText('inválido ou expirou');
  });
});
