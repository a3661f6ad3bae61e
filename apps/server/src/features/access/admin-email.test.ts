import { DEFAULT_TILE_URL } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, newEmail, registerVisitor } from '../../../test/accounts.ts';
import type { BrowserAgent } from '../../../test/browser-agent.ts';
import { markEmailVerified } from '../../../test/roles.ts';
import { startSmtpInbox, verificationLinkOf } from '../../../test/smtp-inbox.ts';
import { setupTestApp, TEST_ORIGIN } from '../../../test/test-app.ts';
import { type App, createApp } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { applyAdminEmail } from './access.service.ts';

const inbox = startSmtpInbox();
const t = setupTestApp();

/** The app as configured with ADMIN_EMAIL (lower-cased, as loadConfig stores it). */
function appWithAdminEmail(adminEmail: string): () => App {
  const app = createApp({
    db: t.db,
    config: {
      dataDir: t.dataDir,
      mediaDir: t.mediaDir,
      webDist: t.webDist,
      tileUrl: DEFAULT_TILE_URL,
      publicOrigin: TEST_ORIGIN,
      authSecret: 'test-secret-of-at-least-thirty-two-characters',
      smtpUrl: inbox.url,
      mailFrom: 'Percurso <percurso@example.org>',
      cepLookupUrl: 'http://127.0.0.1:9/ws/{cep}/json/',
      adminEmail: adminEmail.toLowerCase(),
    },
    logger: createLogger('silent'),
  });
  return () => app;
}

const isGlobalAdmin = async (userId: string) =>
  (await t.db.selectFrom('panel_access').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !==
  undefined;

/** Follows the verification link of the mail the sign-up sent, as the account's browser. */
async function followVerificationMail(agent: BrowserAgent, email: string) {
  const mail = await inbox.nextVerificationMailTo(email);
  const landing = await agent.request(verificationLinkOf(mail).replace(TEST_ORIGIN, ''));
  expect(landing.headers.get('location')).toBe('/auth/email-verified');
}

describe('ADMIN_EMAIL', () => {
  it('is no admin while unverified; following the link of the sign-up mail makes it one', async () => {
    const email = newEmail();
    const app = appWithAdminEmail(email);
    const admin = await registerVisitor(app, { email });
    // Whoever signs up first with the address gets nothing from it yet.
    expect(await (await admin.agent.request('/api/me/access')).json()).toMatchObject({ isGlobalAdmin: false });
    expect((await admin.agent.request('/api/panel/admins')).status).toBe(403);
    expect(await isGlobalAdmin(admin.id)).toBe(false);

    await followVerificationMail(admin.agent, email);
    expect(await (await admin.agent.request('/api/me/access')).json()).toMatchObject({ isGlobalAdmin: true });
    expect(await isGlobalAdmin(admin.id)).toBe(true);
  });

  it('makes an anonymous visitor who registers with it a global admin once verified, whatever the case', async () => {
    const email = newEmail();
    const app = appWithAdminEmail(email.toUpperCase());
    const agent = await anonymousVisitor(app);
    const admin = await registerVisitor(app, { agent, email });
    expect(await isGlobalAdmin(admin.id)).toBe(false);
    await followVerificationMail(admin.agent, email);
    expect(await isGlobalAdmin(admin.id)).toBe(true);
  });

  it('grants nothing to anyone else who signs up', async () => {
    const app = appWithAdminEmail(newEmail());
    const visitor = await registerVisitor(app);
    const anonymous = await registerVisitor(app, { agent: await anonymousVisitor(app) });
    expect([await isGlobalAdmin(visitor.id), await isGlobalAdmin(anonymous.id)]).toEqual([false, false]);
  });

  it('grants an account that already exists on boot, once, only when its e-mail is verified', async () => {
    const existing = await registerVisitor(() => t.app);
    expect(await applyAdminEmail(t.db, existing.email)).toBe(false);
    expect(await isGlobalAdmin(existing.id)).toBe(false);
    await markEmailVerified(t.db, existing.id);
    expect(await applyAdminEmail(t.db, existing.email)).toBe(true);
    expect(await applyAdminEmail(t.db, existing.email)).toBe(false);
    expect(await isGlobalAdmin(existing.id)).toBe(true);
  });

  it('does nothing when unset or when nobody has registered the e-mail yet', async () => {
    expect(await applyAdminEmail(t.db, undefined)).toBe(false);
    expect(await applyAdminEmail(t.db, newEmail())).toBe(false);
  });
});
