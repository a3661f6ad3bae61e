import { expect, type Page, test } from '@playwright/test';

/** ADMIN_EMAIL of the e2e server (playwright.config.ts): this account is a global admin. */
export const PANEL_ADMIN = {
  email: 'gestora.painel@example.com',
  password: 'painel-e2e-123',
  name: 'Gestora do Painel',
};

/**
 * Signs the page's context in as the panel administrator: signs up the first time in a run,
 * signs in afterwards (several specs share one server).
 */
export async function signInAsPanelAdmin(page: Page): Promise<void> {
  const request = page.context().request;
  expect((await request.post('/api/auth/sign-in/anonymous', { data: {} })).ok()).toBe(true);
  const signUp = await request.post('/api/auth/sign-up/email', { data: PANEL_ADMIN });
  if (!signUp.ok()) {
    // With a session cookie (the anonymous one) the auth server wants the page's Origin (CSRF).
    const origin = test.info().project.use.baseURL ?? '';
    const signIn = await request.post('/api/auth/sign-in/email', {
      data: { email: PANEL_ADMIN.email, password: PANEL_ADMIN.password },
      headers: { origin },
    });
    expect(signIn.ok()).toBe(true);
  }
  const access = await request.get('/api/me/access');
  expect(((await access.json()) as { isGlobalAdmin: boolean }).isGlobalAdmin).toBe(true);
}
