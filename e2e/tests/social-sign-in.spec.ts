import type { UserProfile } from '@percurso/shared';
import { E2E_OIDC_USER } from '../support/oidc-user.ts';
import { skipTutorials } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

// Social sign-in through the run's local OpenID Connect provider (support/oidc-server.ts, set up
// as OIDC_* in playwright.config.ts): it approves at once and sends the browser back signed in.
test('a visitor signs in with the configured provider and comes back signed in', async ({ page }) => {
  await skipTutorials(page);
  await page.goto('/index');
  await expect(page.getByTestId('sign-in-button')).toBeEnabled();

  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('login-card')).toBeVisible();
  // Only the configured provider has a button.
  await expect(dialog.getByTestId('social-sign-in').getByRole('button')).toHaveCount(1);
  await expect(dialog.getByTestId('social-oidc')).toHaveText('Continuar com Rede Local');
  await dialog.getByTestId('social-oidc').click();

  await page.waitForURL(/\/index$/);
  await expect(page.getByTestId('account-button')).toHaveAccessibleName(`Conta de ${E2E_OIDC_USER.name}`);
  const me = (await (await page.context().request.get('/api/me')).json()) as UserProfile;
  expect(me).toMatchObject({ name: E2E_OIDC_USER.name, email: E2E_OIDC_USER.email, isAnonymous: false });
});
