import { type Catalogue, DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale, resources } from '@percurso/i18n';
import { LANGUAGES, type Language } from '@percurso/shared';
import { parse as parseCookie } from 'hono/utils/cookie';

const LOCALE_OF: Record<Language, Locale> = { pt: 'pt-BR', en: 'en', es: 'es', fr: 'fr' };

/**
 * The UI locale for an e-mail: the first supported language of an Accept-Language header
 * (highest q first), else Portuguese.
 */
export function mailLocale(acceptLanguage: string | null | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base));
  return match ? LOCALE_OF[match.base as Language] : DEFAULT_LOCALE;
}

/**
 * The locale of a message sent because of a request (a sign-in code by SMS, a manager's
 * invitation): the language chosen in the app (its `percurso-lang` cookie, which the server's
 * pages follow too), else the browser's Accept-Language, else Portuguese.
 */
export function requestLocale(headers: Headers | null | undefined): Locale {
  const chosen = parseCookie(headers?.get('cookie') ?? '', LOCALE_COOKIE)[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : mailLocale(headers?.get('accept-language'));
}

/** A catalogue message with its `{{name}}` placeholders filled. */
export function translate(locale: Locale, key: keyof Catalogue, values: Record<string, string> = {}): string {
  return resources[locale].translation[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}
