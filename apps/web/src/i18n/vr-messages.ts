import { DEFAULT_LOCALE, isLocale, type Locale, type VrCatalogue } from '@percurso/i18n';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The 360° tour's messages (viewer, headset mode, scene editor and its errors), per locale: a
 * chunk of their own loaded by those routes, so the app shell (and its first-paint budget) does
 * not carry them.
 */
const loadCatalogue: Record<Locale, () => Promise<VrCatalogue>> = {
  'pt-BR': () => import('@percurso/i18n/vr/pt-BR').then((module) => module.ptBRVr),
  en: () => import('@percurso/i18n/vr/en').then((module) => module.enVr),
  es: () => import('@percurso/i18n/vr/es').then((module) => module.esVr),
  fr: () => import('@percurso/i18n/vr/fr').then((module) => module.frVr),
};

const isLoaded = (locale: Locale) => i18next.getResource(locale, 'translation', 'vr.loading') !== undefined;

async function addMessages(locale: Locale): Promise<void> {
  if (isLoaded(locale)) return;
  i18next.addResourceBundle(locale, 'translation', await loadCatalogue[locale](), true, false);
}

const currentLocale = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);

/** Loads the messages of the current language and of pt-BR (the fallback); the routes' loaders await it. */
export async function loadVrMessages(): Promise<void> {
  await Promise.all([addMessages(DEFAULT_LOCALE), addMessages(currentLocale(i18next.language))]);
}

/** Follows language changes on the 360° screens: pt-BR shows until the new language's messages arrive. */
export function useVrMessages(): void {
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
