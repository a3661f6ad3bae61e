import type { Locale } from '@percurso/i18n';
import { IDIOMS, type Idiom } from '@percurso/shared';

/** The interface language of each of the spec's idiom values. */
export const IDIOM_LOCALES = {
  Português: 'pt-BR',
  English: 'en',
  Español: 'es',
  Français: 'fr',
} as const satisfies Record<Idiom, Locale>;

export function idiomOfLocale(locale: string): Idiom {
  return IDIOMS.find((idiom) => IDIOM_LOCALES[idiom] === locale) ?? 'Português';
}
