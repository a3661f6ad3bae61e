import { DEFAULT_LOCALE, isLocale, type Locale, type RoadMapCatalogue } from '@percurso/i18n';
import i18next from 'i18next';

/**
 * The road-map screens' messages, per locale: loaded by those screens' loaders, never with the
 * app shell (its first-paint budget is full). Kept here, not in i18n/setup.ts, so the shell does
 * not even carry the loaders.
 */
const loadCatalogue: Record<Locale, () => Promise<RoadMapCatalogue>> = {
  'pt-BR': () => import('@percurso/i18n/road-maps/pt-BR').then((module) => module.ptBRRoadMaps),
  en: () => import('@percurso/i18n/road-maps/en').then((module) => module.enRoadMaps),
  es: () => import('@percurso/i18n/road-maps/es').then((module) => module.esRoadMaps),
  fr: () => import('@percurso/i18n/road-maps/fr').then((module) => module.frRoadMaps),
};

async function addMessages(locale: Locale): Promise<boolean> {
  if (i18next.getResource(locale, 'translation', 'road_maps.filter.label') !== undefined) return false;
  i18next.addResourceBundle(locale, 'translation', await loadCatalogue[locale](), true, false);
  return true;
}

let following = false;

/**
 * Loads the messages for the current language (and pt-BR, the fallback) before a road-map screen
 * renders; from then on a language change loads them too, and renders again once they are in.
 */
export async function loadRoadMapMessages(): Promise<void> {
  const current = isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
  await Promise.all([addMessages(DEFAULT_LOCALE), addMessages(current)]);
  if (following) return;
  following = true;
  i18next.on('languageChanged', (language) => {
    if (!isLocale(language)) return;
    addMessages(language)
      .then((added) => {
        if (added) void i18next.changeLanguage(language);
      })
      .catch(() => undefined);
  });
}
