import { DEFAULT_LOCALE, type FavouritesCatalogue, isLocale, type Locale } from '@percurso/i18n';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The favourite routes' messages, per locale: a chunk of their own, loaded with the favourites
 * dialog, so the app shell (and its first-paint budget) does not carry them.
 */
const loadCatalogue: Record<Locale, () => Promise<FavouritesCatalogue>> = {
  'pt-BR': () => import('@percurso/i18n/favourites/pt-BR').then((module) => module.ptBRFavourites),
  en: () => import('@percurso/i18n/favourites/en').then((module) => module.enFavourites),
  es: () => import('@percurso/i18n/favourites/es').then((module) => module.esFavourites),
  fr: () => import('@percurso/i18n/favourites/fr').then((module) => module.frFavourites),
};

const isLoaded = (locale: Locale) =>
  i18next.getResource(locale, 'translation', 'favourites.picker.title') !== undefined;

async function addMessages(locale: Locale): Promise<void> {
  if (isLoaded(locale)) return;
  i18next.addResourceBundle(locale, 'translation', await loadCatalogue[locale](), true, false);
}

const currentLocale = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);

/** Loads the messages of the current language and of pt-BR (the fallback); the dialog's chunk awaits it. */
export async function loadFavouriteMessages(): Promise<void> {
  await Promise.all([addMessages(DEFAULT_LOCALE), addMessages(currentLocale(i18next.language))]);
}

/** Follows language changes while the dialog is open: pt-BR shows until the new language's messages arrive. */
export function useFavouriteMessages(): void {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n.language);
  const [, setLoaded] = useState<Locale | null>(null);
  useEffect(() => {
    if (isLoaded(locale)) return;
    addMessages(locale)
      .then(() => setLoaded(locale))
      .catch(() => undefined);
  }, [locale]);
}
