import type { MessageKey } from '@percurso/i18n';
import type { Language } from '@percurso/shared';

/** The catalogue key with each content language's own name. */
export const LANGUAGE_NAME_KEYS: Record<Language, MessageKey> = {
  pt: 'settings.language.pt',
  en: 'settings.language.en',
  es: 'settings.language.es',
  fr: 'settings.language.fr',
};
