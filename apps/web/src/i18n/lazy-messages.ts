import { DEFAULT_LOCALE, isLocale, type Locale } from '@percurso/i18n';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Messages that only some screens need (favourites, AR, the 360° tour), in chunks of their own per
 * locale, so the app shell (and its first-paint budget) does not carry them. `probeKey` is one of
 * their keys: present once the locale's chunk is in.
 */
export function lazyMessages<Catalogue extends object>(
  loaders: Record<Locale, () => Promise<Catalogue>>,
  probeKey: string,
): { load: () => Promise<void>; useMessages: () => void } {
  const isLoaded = (locale: Locale) => i18next.getResource(locale, 'translation', probeKey) !== undefined;
  const addMessages = async (locale: Locale) => {
    if (isLoaded(locale)) return;
    i18next.addResourceBundle(locale, 'translation', await loaders[locale](), true, false);
  };
  const currentLocale = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);
  return {
    /**
     * Loads the messages of the current language and of pt-BR (the fallback); a screen's loader awaits
     * it. A server-drawn page's loader can run before i18next has started in the page's language: it
     * waits for that, or the hydration would find the fallback's words.
     */
    load: async () => {
      if (!i18next.isInitialized) await new Promise((resolve) => i18next.on('initialized', resolve));
      await Promise.all([addMessages(DEFAULT_LOCALE), addMessages(currentLocale(i18next.language))]);
    },
    /** Follows language changes on the screen: pt-BR shows until the new language's messages arrive. */
    useMessages: () => {
      const { i18n } = useTranslation();
      const locale = currentLocale(i18n.language);
      const [, setLoaded] = useState<Locale | null>(null);
      useEffect(() => {
        if (isLoaded(locale)) return;
        addMessages(locale)
          .then(() => setLoaded(locale))
          .catch(() => undefined);
      }, [locale]);
    },
  };
}
