import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

/** The e2e server's outbox: without SMTP_URL every e-mail is a .eml file in DATA_DIR/outbox. */
const E2E_DATA_DIR = () => process.env.E2E_DATA_DIR ?? '';

export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** The text of an e-mail to `to` in a server's outbox (DATA_DIR/outbox/*.eml) that contains `needle`. */
export async function mailTo(to: string, needle: string, dataDir = E2E_DATA_DIR()): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  let found = '';
  await expect(async () => {
    const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
    for (const file of files) {
      const text = decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8'));
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
