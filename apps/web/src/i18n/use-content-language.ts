import { type Language, type LocalizedText, localize, toLanguage } from '@percurso/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The content language (pt, en, es, fr) that follows the UI language. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** `localize` bound to the current language: requested → pt → first present. */
export function useLocalize(): (text: LocalizedText | null | undefined) => string {
  const language = useContentLanguage();
  return useCallback((text) => localize(text, language), [language]);
}
