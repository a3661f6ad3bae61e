import type { Locale } from '@percurso/i18n';
import { escapeHtml, type Language } from '@percurso/shared';
import { translate } from '../auth/index.ts';
import { localeOfIdiom, type MailMessage } from '../mail/index.ts';

/** The panel page a new manager or admin opens (the spec's /painel, panel home). */
export const PANEL_PAGE = '/painel';

type Key = Parameters<typeof translate>[1];

interface Invitation {
  to: string;
  name: string;
  inviter: string;
  /** The panel's address (none without PUBLIC_ORIGIN). */
  link: string | undefined;
  /** When the account has not verified its e-mail: the link that does, and starts the access. */
  verifyLink?: string | undefined;
}

const LOCALE_OF_LANGUAGE: Record<Language, Locale> = { pt: 'pt-BR', en: 'en', es: 'es', fr: 'fr' };

/**
 * The language of an invitation (docs/panel-api.md): the recipient's own, saved in their profile
 * (idiom), when they have a profile; else the language the sender's panel shows, which the web
 * app sends with the request; else the sender's chosen language (cookie) or browser's.
 */
export function invitationLocale(
  recipientIdiom: string | undefined,
  senderLanguage: Language | undefined,
  requestLocale: Locale,
): Locale {
  const recipients = localeOfIdiom(recipientIdiom);
  if (recipients) return recipients;
  return senderLanguage ? LOCALE_OF_LANGUAGE[senderLanguage] : requestLocale;
}

/** The e-mail to a person just made manager of a guide (spec §6: new managers are notified). */
export function newManagerMail(
  locale: Locale,
  details: Invitation & { guideName: string; roles: string[] },
): MailMessage {
  const t = (key: Key, values?: Record<string, string>) => translate(locale, key, values);
  const roles = details.roles.map((role) => t(`panel.role.${role}` as Key)).join(', ');
  return compose(details, t, {
    subject: t('mail.new_manager.subject', { guide: details.guideName }),
    greeting: t('mail.new_manager.greeting', { name: details.name }),
    intro: t('mail.new_manager.intro', { inviter: details.inviter, guide: details.guideName, roles }),
  });
}

/** The e-mail to a person just made a global panel admin. */
export function newAdminMail(locale: Locale, details: Invitation): MailMessage {
  const t = (key: Key, values?: Record<string, string>) => translate(locale, key, values);
  return compose(details, t, {
    subject: t('mail.new_admin.subject'),
    greeting: t('mail.new_manager.greeting', { name: details.name }),
    intro: t('mail.new_admin.intro', { inviter: details.inviter }),
  });
}

function compose(
  { to, link, verifyLink }: Invitation,
  t: (key: Key) => string,
  parts: { subject: string; greeting: string; intro: string },
): MailMessage {
  const signin = t('mail.new_manager.signin');
  const verify = verifyLink ? t('mail.new_manager.verify') : undefined;
  const text = [parts.greeting, parts.intro, verify, verifyLink, signin, link].filter(Boolean).join('\n\n');
  const html = [
    `<p>${escapeHtml(parts.greeting)}</p>`,
    `<p>${escapeHtml(parts.intro)}</p>`,
    verify && verifyLink
      ? `<p>${escapeHtml(verify)}</p>\n<p><a href="${escapeHtml(verifyLink)}">${escapeHtml(t('mail.verify_email.action'))}</a></p>`
      : '',
    `<p>${escapeHtml(signin)}</p>`,
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.new_manager.action'))}</a></p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return { to, subject: parts.subject, text, html };
}
