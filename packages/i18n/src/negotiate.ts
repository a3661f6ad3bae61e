import { DEFAULT_LOCALE, type Locale } from './types.ts';

/** The UI locale of each language a browser may name (its first two letters). */
const LOCALE_OF_LANGUAGE: Record<string, Locale> = { pt: 'pt-BR', en: 'en', es: 'es', fr: 'fr' };

/**
 * The UI locale for a device's languages, most preferred first (`navigator.languages`): the first
 * one we speak ("en-GB" → en, "pt-PT" → pt-BR), else Portuguese.
 */
export function localeOfLanguages(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = LOCALE_OF_LANGUAGE[tag.trim().slice(0, 2).toLowerCase()];
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The UI locale for an Accept-Language header (highest q first; q=0 refused), else Portuguese. */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return localeOfLanguages(ranked.map((entry) => entry.tag));
}
