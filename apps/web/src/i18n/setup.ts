import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  localeOfLanguages,
  type PanelCatalogue,
  type VisitorCatalogue,
} from '@percurso/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeCookie } from '../app/preference-cookies.ts';

export const LOCALE_STORAGE_KEY = 'percurso.language';

/**
 * Each catalogue is a small chunk loaded on demand: the first load fetches only the visitor's
 * language (while the guard loads the page's data), never pt-BR for an English visitor.
 */
const loadCatalogue: Record<Locale, () => Promise<VisitorCatalogue>> = {
  'pt-BR': () => import('@percurso/i18n/pt-BR').then((module) => module.ptBR),
  en: () => import('@percurso/i18n/en').then((module) => module.en),
  es: () => import('@percurso/i18n/es').then((module) => module.es),
  fr: () => import('@percurso/i18n/fr').then((module) => module.fr),
};

/** The manager panel's messages, per locale: loaded only once the panel opens. */
const loadPanelCatalogue: Record<Locale, () => Promise<PanelCatalogue>> = {
  'pt-BR': () => import('@percurso/i18n/panel/pt-BR').then((module) => module.ptBRPanel),
  en: () => import('@percurso/i18n/panel/en').then((module) => module.enPanel),
  es: () => import('@percurso/i18n/panel/es').then((module) => module.esPanel),
  fr: () => import('@percurso/i18n/panel/fr').then((module) => module.frPanel),
};
let panelMessagesWanted = false;

async function addPanelMessages(locale: Locale): Promise<void> {
  // Flagged on the bundle itself: the visitor catalogue of the locale may be there already.
  if (i18next.getResource(locale, 'translation', 'panel.language.filled') !== undefined) return;
  i18next.addResourceBundle(locale, 'translation', await loadPanelCatalogue[locale](), true, false);
}

/**
 * Loads the panel's messages for the current language (and pt-BR, the fallback) before a panel
 * screen renders; from then on every language change loads them too.
 */
export async function loadPanelMessages(): Promise<void> {
  panelMessagesWanted = true;
  const current = isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
  await Promise.all([addPanelMessages(DEFAULT_LOCALE), addPanelMessages(current)]);
}

/** The device's language when no choice is stored (a first visit): en, es or fr, else pt-BR. */
function deviceLocale(): Locale {
  return localeOfLanguages(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);
}

/** The language the visitor chose in the app (kept in localStorage), or null. */
export function readChosenLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The visitor's chosen language, else the device's. */
export function readStoredLocale(): Locale {
  return readChosenLocale() ?? deviceLocale();
}

/**
 * Tells the server the visitor's locale, so it draws the next landing page in it (the cookie,
 * read by features/web) instead of in pt-BR, which the app would then redraw in this language.
 */
function shareLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale);
}

function storeLocale(locale: Locale): void {
  shareLocale(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}

/**
 * The start of i18next (initI18n), while it loads the first catalogue. The session's answer can
 * come before it has (the guard asks for both at once): what it does with the language waits for
 * it. Before, a signed-in visitor's language was applied to an i18next without its store, which
 * failed and reloaded the page.
 */
let starting: Promise<unknown> | undefined;

/** Settles once i18next has started (at once when nothing started it). */
export function i18nStarted(): Promise<unknown> {
  return starting ?? Promise.resolve();
}

/**
 * Switches UI and content language, persists the choice (unless `remember` is false: a preview's
 * frame must not change the language of the panel around it) and updates `<html lang>`.
 */
export async function changeLocale(locale: Locale, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  await i18nStarted();
  // Checked by a visitor key, not by the bundle: the panel adds pt-BR's panel messages (its
  // fallback) to a bundle that may not hold the visitor catalogue yet.
  if (i18next.getResource(locale, 'translation', 'common.retry') === undefined) {
    i18next.addResourceBundle(locale, 'translation', await loadCatalogue[locale](), true, false);
  }
  if (panelMessagesWanted) await addPanelMessages(locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  if (remember) storeLocale(locale);
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

/**
 * Initialises i18next with the stored language's catalogue only (the device's language when none
 * is stored, pt-BR when it cannot load). Every catalogue is complete (packages/i18n checks it), so no
 * fallback catalogue is loaded beside it. A page the server drew in `rendered` (its `<html lang>`)
 * starts in that language, so hydration finds the same words; start.tsx switches to the stored
 * choice afterwards if it differs (a cookie lost while localStorage kept the choice).
 */
export function initI18n(rendered?: Locale): Promise<typeof i18next> {
  const started = startI18n(rendered);
  starting = started.catch(() => undefined);
  return started;
}

async function startI18n(rendered: Locale | undefined): Promise<typeof i18next> {
  const stored = rendered ?? readStoredLocale();
  let locale: Locale = stored;
  let catalogue = await loadCatalogue[stored]().catch(() => undefined);
  if (!catalogue && stored !== DEFAULT_LOCALE) {
    locale = DEFAULT_LOCALE;
    catalogue = await loadCatalogue[DEFAULT_LOCALE]();
  }
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: catalogue ? { [locale]: { translation: catalogue } } : {},
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = locale;
  // A choice stored before the server read the cookie (or the cookie cleared) is shared again.
  if (locale !== DEFAULT_LOCALE) shareLocale(locale);
  return i18next;
}
