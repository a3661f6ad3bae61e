import type { Locale } from '@percurso/i18n';
import { IDIOMS, type Idiom } from '@percurso/shared';

const LOCALE_OF_IDIOM: Record<Idiom, Locale> = { Português: 'pt-BR', English: 'en', Español: 'es', Français: 'fr' };

/** The locale of a profile's language (its idiom: 'Português', 'English', …); undefined for none or another. */
export function localeOfIdiom(idiom: string | null | undefined): Locale | undefined {
  return idiom && (IDIOMS as readonly string[]).includes(idiom) ? LOCALE_OF_IDIOM[idiom as Idiom] : undefined;
}
