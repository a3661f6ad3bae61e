import { type ArCatalogue, DEFAULT_LOCALE, isLocale, type Locale } from '@percurso/i18n';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The augmented reality screens' messages, per locale: a chunk of their own, loaded by the AR
 * routes (/RA, /ID, /raScene, /raPageScene), so the app shell does not carry them.
 */
const loadCatalogue: Record<Locale, () => Promise<ArCatalogue>> = {
  'pt-BR': () => import('@percurso/i18n/ar/pt-BR').then((module) => module.ptBRAr),
  en: () => import('@percurso/i18n/ar/en').then((module) => module.enAr),
  es: () => import('@percurso/i18n/ar/es').then((module) => module.esAr),
  fr: () => import('@percurso/i18n/ar/fr').then((module) => module.frAr),
};

const isLoaded = (locale: Locale) => i18next.getResource(locale, 'translation', 'ar.scene.title') !== undefined;

async function addMessages(locale: Locale): Promise<void> {
  if (isLoaded(locale)) return;
  i18next.addResourceBundle(locale, 'translation', await loadCatalogue[locale](), true, false);
}

const currentLocale = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);

/** Loads the messages of the current language and of pt-BR (the fallback); the AR routes' `lazy` awaits it. */
export async function loadArMessages(): Promise<void> {
  await Promise.all([addMessages(DEFAULT_LOCALE), addMessages(currentLocale(i18next.language))]);
}

/** Follows language changes on an AR screen: pt-BR shows until the new language's messages arrive. */
export function useArMessages(): void {
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
