import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants.ts';
import type { LocalizedText } from './localized-text.ts';

// Kept free of zod (types only) so the web app can use these without bundling the schemas.

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/**
 * Picks the text to show: the requested language, then Portuguese, then the first language
 * present; '' when the value is empty.
 */
export function localize(text: LocalizedText | null | undefined, language: Language): string {
  if (!text) return '';
  const requested = text[language];
  if (present(requested)) return requested;
  const source = text[DEFAULT_LANGUAGE];
  if (present(source)) return source;
  for (const candidate of LANGUAGES) {
    const value = text[candidate];
    if (present(value)) return value;
  }
  return '';
}

/** Languages in which a text is filled in (for completeness markers). */
export function filledLanguages(text: LocalizedText | null | undefined): Language[] {
  return LANGUAGES.filter((language) => present(text?.[language]));
}

/** Maps an i18next/BCP 47 language tag ('pt-BR', 'en-US', 'fr') to a content language. */
export function toLanguage(tag: string | null | undefined): Language {
  const base = (tag ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE;
}
