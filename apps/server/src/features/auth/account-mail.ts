import type { Locale } from '@percurso/i18n';
import { escapeHtml } from '@percurso/shared';
import type { MailMessage } from '../mail/index.ts';
import { translate } from './mail-language.ts';

/** The web app's page that asks for the new password (it posts the token to /reset-password). */
export const RESET_PASSWORD_PAGE = '/auth/reset-password';

/** The web app's page the e-mail verification link lands on (`?error=` when it failed). */
export const EMAIL_VERIFIED_PAGE = '/auth/email-verified';

export function resetPasswordLink(origin: string, token: string): string {
  const url = new URL(RESET_PASSWORD_PAGE, origin);
  url.searchParams.set('token', token);
  return url.href;
}

/** better-auth's GET /api/auth/verify-email, which marks the address verified and opens EMAIL_VERIFIED_PAGE. */
export function verifyEmailLink(origin: string, token: string): string {
  const url = new URL('/api/auth/verify-email', origin);
  url.searchParams.set('token', token);
  url.searchParams.set('callbackURL', EMAIL_VERIFIED_PAGE);
  return url.href;
}

/** The password-reset e-mail in the visitor's language. */
export function passwordResetMail(locale: Locale, details: { to: string; name: string; link: string }): MailMessage {
  return linkMail(locale, 'reset_password', details);
}

/** The e-mail that proves the address is the account owner's (better-auth's e-mail verification). */
export function emailVerificationMail(
  locale: Locale,
  details: { to: string; name: string; link: string },
): MailMessage {
  return linkMail(locale, 'verify_email', details);
}

/** A greeting, an intro, the link as a button, how long it lasts and what to do if unasked. */
function linkMail(
  locale: Locale,
  kind: 'reset_password' | 'verify_email',
  details: { to: string; name: string; link: string },
): MailMessage {
  const t = (part: string, values?: Record<string, string>) =>
    translate(locale, `mail.${kind}.${part}` as Parameters<typeof translate>[1], values);
  const greeting = t('greeting', { name: details.name });
  const paragraphs = [t('intro'), t('expiry'), t('ignore')];
  const text = [greeting, paragraphs[0], details.link, ...paragraphs.slice(1)].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
    `<p><a href="${escapeHtml(details.link)}">${escapeHtml(t('action'))}</a></p>`,
    ...paragraphs.slice(1).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join('\n');
  return { to: details.to, subject: t('subject'), text, html };
}
