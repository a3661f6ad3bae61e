import type { Locale } from '@percurso/i18n';
import { escapeHtml, type LocalizedText, localize } from '@percurso/shared';
import { translate } from '../auth/index.ts';
import { localeOfIdiom, type MailMessage } from '../mail/index.ts';

type Key = Parameters<typeof translate>[1];

const LANGUAGE_OF_LOCALE = { 'pt-BR': 'pt', en: 'en', es: 'es', fr: 'fr' } as const;

/** The winner's language from their profile's idiom (Português by default). */
export function winnerLocale(idiom: string | null | undefined): Locale {
  return localeOfIdiom(idiom) ?? 'pt-BR';
}

/** The e-mail telling a visitor they won a prize draw, in their language. */
export function prizeWonMail(
  locale: Locale,
  details: {
    to: string;
    name: string;
    prize: LocalizedText;
    description: LocalizedText;
    guideName: string;
    drawId: string;
  },
): MailMessage {
  const t = (key: Key, values?: Record<string, string>) => translate(locale, key, values);
  const language = LANGUAGE_OF_LOCALE[locale];
  const prize = localize(details.prize, language);
  const lines = [
    t('mail.prize_won.greeting', { name: details.name }),
    t('mail.prize_won.intro', { prize, guide: details.guideName }),
    localize(details.description, language),
    t('mail.prize_won.collect', { guide: details.guideName }),
    t('mail.prize_won.reference', { id: details.drawId }),
  ].filter(Boolean);
  return {
    to: details.to,
    subject: t('mail.prize_won.subject', { prize }),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
