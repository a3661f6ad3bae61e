import type { Locale } from '@percurso/i18n';

export const SHORT_LABEL: Record<Locale, string> = { 'pt-BR': 'PT', en: 'EN', es: 'ES', fr: 'FR' };

/** The catalogue key holding each language's own name. */
export const LOCALE_NAME_KEY = {
  'pt-BR': 'settings.language.pt',
  en: 'settings.language.en',
  es: 'settings.language.es',
  fr: 'settings.language.fr',
} as const satisfies Record<Locale, string>;
