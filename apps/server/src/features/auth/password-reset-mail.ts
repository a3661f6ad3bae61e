import type { Locale } from '@percurso/i18n';
import { escapeHtml } from '@percurso/shared';
import type { MailMessage } from '../mail/index.ts';
import { translate } from './mail-language.ts';

/** The web app's page that asks for the new password (it posts the token to /reset-password). */
export const RESET_PASSWORD_PAGE = '/auth/reset-password';

export function resetPasswordLink(origin: string, token: string): string {
  const url = new URL(RESET_PASSWORD_PAGE, origin);
  url.searchParams.set('token', token);
  return url.href;
}

/** The password-reset e-mail in the visitor's language. */
export function passwordResetMail(locale: Locale, details: { to: string; name: string; link: string }): MailMessage {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string>) => translate(locale, key, values);
  const greeting = t('mail.reset_password.greeting', { name: details.name });
  const paragraphs = [t('mail.reset_password.intro'), t('mail.reset_password.expiry'), t('mail.reset_password.ignore')];
  const text = [greeting, paragraphs[0], details.link, ...paragraphs.slice(1)].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
    `<p><a href="${escapeHtml(details.link)}">${escapeHtml(t('mail.reset_password.action'))}</a></p>`,
    ...paragraphs.slice(1).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join('\n');
  return { to: details.to, subject: t('mail.reset_password.subject'), text, html };
}
