import { type Catalogue, DEFAULT_LOCALE, LOCALES, type Locale } from '@percurso/i18n';
import { ptBR } from '@percurso/i18n/pt-BR';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LOCALE_STORAGE_KEY = 'percurso.language';

/** pt-BR ships in the entry chunk; the other catalogues are small chunks loaded on demand. */
const loadCatalogue: Record<Exclude<Locale, 'pt-BR'>, () => Promise<Catalogue>> = {
  en: () => import('@percurso/i18n/en').then((module) => module.en),
  es: () => import('@percurso/i18n/es').then((module) => module.es),
  fr: () => import('@percurso/i18n/fr').then((module) => module.fr),
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}

/** Switches UI and content language, persists the choice and updates `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (locale !== 'pt-BR' && !i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await loadCatalogue[locale]());
  }
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  storeLocale(locale);
}

/**
 * The visitor's language choice from the menu. When its catalogue cannot load (a deployment
 * replaced the chunk, or the network dropped), the choice is kept and the page reloads into it
 * instead of silently staying in the old language.
 */
export function chooseLocale(locale: Locale): void {
  changeLocale(locale).catch(() => {
    storeLocale(locale);
    window.location.reload();
  });
}

/** Initialises i18next with pt-BR, then switches to the stored language (if any). */
export async function initI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: { [DEFAULT_LOCALE]: { translation: ptBR } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const stored = readStoredLocale();
  if (stored !== DEFAULT_LOCALE) {
    await changeLocale(stored).catch(() => undefined);
  } else {
    document.documentElement.lang = DEFAULT_LOCALE;
  }
  return i18next;
}
