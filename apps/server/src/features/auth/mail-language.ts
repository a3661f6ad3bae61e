import {
  type Catalogue,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  localeOfAcceptLanguage,
  resources,
} from '@percurso/i18n';
import { parse as parseCookie } from 'hono/utils/cookie';

/**
 * The UI locale for an e-mail: the first supported language of an Accept-Language header
 * (highest q first), else Portuguese.
 */
export const mailLocale = localeOfAcceptLanguage;

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
