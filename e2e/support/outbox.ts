import { type APIRequestContext, expect } from '@playwright/test';
import { outboxMails } from '../../scripts/outbox.ts';

/** The e2e server's outbox: without SMTP_URL every e-mail is a .eml file in DATA_DIR/outbox. */
const E2E_DATA_DIR = () => process.env.E2E_DATA_DIR ?? '';

/** The text of an e-mail to `to` in a server's outbox (DATA_DIR/outbox/*.eml) that contains `needle`. */
export async function mailTo(to: string, needle: string, dataDir = E2E_DATA_DIR()): Promise<string> {
  let found = '';
  await expect(async () => {
    for (const { text } of await outboxMails(dataDir)) {
      if (text.includes(to) && text.includes(needle)) found = text;
    }
    expect(found, `an e-mail to ${to}`).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return found;
}

/** The verification link (GET /api/auth/verify-email?token=…) of a mail to `to`: the sign-up's or a resent one. */
export async function verificationLinkTo(to: string, dataDir?: string): Promise<string> {
  const text = await mailTo(to, '/api/auth/verify-email?token=', dataDir);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no verification link in the e-mail to ${to}`);
  return link;
}

/**
 * The owner of `to` follows the verification link of the mail the server wrote: panel roles
 * (ADMIN_EMAIL, managers) count only for verified e-mails.
 */
export async function verifyEmailFromOutbox(request: APIRequestContext, to: string, dataDir?: string) {
  const response = await request.get(await verificationLinkTo(to, dataDir), { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/auth/email-verified');
}
