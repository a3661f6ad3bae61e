import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { UserProfile } from '@percurso/shared';
import { skipTutorials } from '../support/pages.ts';
import { expect, type Page, test } from '../support/test.ts';

// Phone sign-in with the SMS code the e2e server writes to DATA_DIR/sms-outbox.
const SHOTS = process.env.ACCOUNT_SHOTS_DIR ?? join(import.meta.dirname, '../../test-results/screenshots/phone-auth');

/** A fresh number: '(11) 9XXXX-XXXX' as typed, and its normalised form. */
function newPhone() {
  const eight = String(Date.now()).slice(-8);
  return { typed: `(11) 9${eight.slice(0, 4)}-${eight.slice(4)}`, normalized: `119${eight}` };
}

/** The code of the newest SMS to `to` written at or after `after`. */
async function newestCode(to: string, after: number): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'sms-outbox');
  let code: string | undefined;
  await expect(async () => {
    const files = await readdir(outbox);
    const dated = await Promise.all(
      files.map(async (file) => ({ file, time: (await stat(join(outbox, file))).mtimeMs })),
    );
    const texts = await Promise.all(
      dated
        .filter(({ time }) => time >= after)
        .sort((a, b) => b.time - a.time)
        .map(({ file }) => readFile(join(outbox, file), 'utf8')),
    );
    const text = texts.find((body) => body.startsWith(`To: ${to}\n`));
    code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  if (!code) throw new Error(`no SMS to ${to}`);
  return code;
}

async function readMe(page: Page): Promise<UserProfile> {
  const response = await page.context().request.get('/api/me');
  expect(response.ok()).toBe(true);
  return (await response.json()) as UserProfile;
}

test('a visitor registered by phone signs in with the code received by SMS', async ({ browser }) => {
  const phone = newPhone();
  // The account, made in another browser through the API.
  const other = await browser.newContext();
  const started = Date.now() - 1000;
  expect(
    (
      await other.request.post('/api/auth/phone-number/send-otp', {
        data: { phoneNumber: phone.typed, intent: 'sign-up' },
      })
    ).ok(),
  ).toBe(true);
  const signUpCode = await newestCode(phone.normalized, started);
  const signUp = await other.request.post('/api/auth/phone-number/verify', {
    data: { phoneNumber: phone.typed, code: signUpCode, intent: 'sign-up', name: 'Visitante Telefone' },
  });
  expect(signUp.ok()).toBe(true);
  await other.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await skipTutorials(page);
  await page.goto('/auth/login');
  await page.getByTestId('sign-in-phone').click();

  // An unknown number: the spec's message and the hint to register.
  await page.getByLabel('Telefone').fill('(21) 3000-0000');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByTestId('unregistered-phone')).toContainText('Telefone ainda não cadastrado!');
  await expect(page.getByTestId('phone-go-register')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/unregistered-phone.png`, fullPage: true });

  const sent = Date.now() - 1000;
  await page.getByLabel('Telefone').fill(`+55 ${phone.typed}`);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByTestId('phone-code-card')).toBeVisible();
  await page.getByLabel('Código recebido por SMS').fill(await newestCode(phone.normalized, sent));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL(/\/index$|\/$/);

  const me = await readMe(page);
  expect(me).toMatchObject({ isAnonymous: false, name: 'Visitante Telefone', phone: phone.normalized });
  await context.close();
});

test('/auth/registerPhone shows the phone register card', async ({ page }) => {
  await skipTutorials(page);
  await page.goto('/auth/registerPhone');
  await expect(page.getByRole('heading', { name: 'Cadastrar com telefone' })).toBeVisible();
  await expect(page.getByLabel('Telefone')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/register-phone.png`, fullPage: true });
});
