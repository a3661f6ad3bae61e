import type { UserProfile } from '@percurso/shared';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { syncSessionLanguage } from '../features/account/session-language.ts';
import { initI18n } from './setup.ts';

// Its own file: i18next must not have been started by an earlier test.
describe('a session that answers while the first catalogue is still loading', () => {
  it("switches a signed-in visitor to the profile's language once i18next has started", async () => {
    expect(i18next.isInitialized).toBeFalsy();
    const starting = initI18n();
    // The guard asks for the session and the catalogue at once; here the session answers first.
    const user = { id: 'u1', isAnonymous: false, name: 'Ana', idiom: 'Français' } as UserProfile;
    await syncSessionLanguage(user);
    await starting;
    await vi.waitFor(() => expect(i18next.language).toBe('fr'));
    expect(i18next.t('common.retry')).toBe('Réessayer');
    // The fallback when the language cannot load (a reload) would leave it in pt-BR.
    expect(document.documentElement.lang).toBe('fr');
  });
});
