import { IDIOMS, type Idiom, type UserProfile } from '@percurso/shared';
import i18next from 'i18next';
import { api } from '../../api/endpoints.ts';
import { chooseLocale, i18nStarted } from '../../i18n/setup.ts';
import { NEW_ACCOUNT_PARAM } from './account-api.ts';
import { IDIOM_LOCALES, idiomOfLocale } from './idiom-locale.ts';

/** The user the last session answer was for, `<id>:a` (anonymous) or `<id>:r` (registered). */
export const SESSION_USER_STORAGE_KEY = 'percurso.session-user';

/**
 * What the interface language does when a session answer arrives (spec §3 `idiom`):
 * - `keep-local`: anonymous visitors, and the same registered user as before (a reload), keep the
 *   device's choice, which /perfil also sets when the language is saved there;
 * - `apply-profile`: a sign-in to an existing account switches to the profile's idiom;
 * - `save-local`: a registration (the anonymous visitor upgraded in place, or a brand-new account
 *   back from a first social sign-in with NEW_ACCOUNT_PARAM) writes the device's language to it.
 */
export type LanguageAction = 'keep-local' | 'apply-profile' | 'save-local';

export function languageActionFor(user: UserProfile, previous: string | null, isNewAccount: boolean): LanguageAction {
  if (user.isAnonymous) return 'keep-local';
  if (previous === `${user.id}:r`) return 'keep-local';
  if (previous === `${user.id}:a` || isNewAccount) return 'save-local';
  return 'apply-profile';
}

let isRegistering = false;

/**
 * Says that the next session answer is a brand-new account (an e-mail or phone registration of a
 * visitor who had no session yet), so it takes the device's language like a registration in place.
 */
export function expectNewAccount(): void {
  isRegistering = true;
}

/** Whether this answer is a new account: just registered here, or back from a first social sign-in. */
function takeNewAccountMarker(): boolean {
  if (isRegistering) {
    isRegistering = false;
    return true;
  }
  const url = new URL(window.location.href);
  if (!url.searchParams.has(NEW_ACCOUNT_PARAM)) return false;
  url.searchParams.delete(NEW_ACCOUNT_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}

const isIdiom = (value: string): value is Idiom => (IDIOMS as readonly string[]).includes(value);

function readPrevious(): string | null {
  try {
    return localStorage.getItem(SESSION_USER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(user: UserProfile): void {
  try {
    localStorage.setItem(SESSION_USER_STORAGE_KEY, `${user.id}:${user.isAnonymous ? 'a' : 'r'}`);
  } catch {
    // No storage: every answer counts as a first one, which only re-applies the profile's idiom.
  }
}

/** Applies languageActionFor to a fresh session answer; answers the (possibly saved) profile. */
export async function syncSessionLanguage(user: UserProfile): Promise<UserProfile> {
  // The device's language is i18next's, which may still be starting when the session answers.
  await i18nStarted();
  const action = languageActionFor(user, readPrevious(), !user.isAnonymous && takeNewAccountMarker());
  let current = user;
  if (action === 'apply-profile' && isIdiom(user.idiom)) {
    chooseLocale(IDIOM_LOCALES[user.idiom]);
  } else if (action === 'save-local') {
    const idiom = idiomOfLocale(i18next.language);
    if (idiom !== user.idiom) {
      // Best effort: the account works in any case, only its language would stay the default.
      current = await api.updateProfile({ name: user.name, idiom }).catch(() => user);
    }
  }
  remember(current);
  return current;
}
