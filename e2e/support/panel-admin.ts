import { expect, type Page, test } from '@playwright/test';
import { signUpData } from './demo.ts';
import { verifyEmailFromOutbox } from './outbox.ts';

/** ADMIN_EMAIL of the e2e server (playwright.config.ts): this account is a global admin once verified. */
export const PANEL_ADMIN = {
  email: 'gestora.painel@example.com',
  password: 'painel-e2e-123',
  name: 'Gestora do Painel',
};

/**
 * Signs the page's context in as the panel administrator: signs up the first time in a run,
 * signs in afterwards (the specs a worker runs, in both projects, share its server and this account).
 * `origin`: a server of the spec's own (its ADMIN_EMAIL this account's), the context's baseURL;
 * `dataDir` its data folder. The first time, the account follows the verification link of the
 * sign-up's e-mail in that server's outbox: ADMIN_EMAIL counts only for a verified address.
 */
export async function signInAsPanelAdmin(page: Page, origin?: string, dataDir?: string): Promise<void> {
  const request = page.context().request;
  // Once the context holds a session cookie, the auth server wants the site's Origin on every
  // write (CSRF rule, else 403 auth/untrusted-origin); Playwright's request context sends none.
  const headers = { origin: origin ?? test.info().project.use.baseURL ?? new URL(page.url()).origin };
  // A page that only reads starts no session: an anonymous one here, which sign-up upgrades.
  const anonymous = await request.post('/api/auth/sign-in/anonymous', { data: {}, headers });
  expect(anonymous.ok(), await anonymous.text()).toBe(true);
  const signUp = await request.post('/api/auth/sign-up/email', { data: signUpData(PANEL_ADMIN), headers });
  if (!signUp.ok()) {
    const signIn = await request.post('/api/auth/sign-in/email', {
      data: { email: PANEL_ADMIN.email, password: PANEL_ADMIN.password },
      headers,
    });
    expect(signIn.ok(), `sign-up: ${await signUp.text()}; sign-in: ${await signIn.text()}`).toBe(true);
  }
  const isGlobalAdmin = async () =>
    ((await (await request.get('/api/me/access')).json()) as { isGlobalAdmin: boolean }).isGlobalAdmin;
  if (!(await isGlobalAdmin())) await verifyEmailFromOutbox(request, PANEL_ADMIN.email, dataDir);
  expect(await isGlobalAdmin()).toBe(true);
}
