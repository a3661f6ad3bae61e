import { LOCALE_COOKIE } from '@percurso/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, initI18n, LOCALE_STORAGE_KEY } from './setup.ts';

const cookieLocale = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the language shared with the server (its cookie)', () => {
  it('follows each choice, so the next page comes drawn in it', async () => {
    await initI18n();
    expect(cookieLocale()).toBeUndefined();
    await changeLocale('fr');
    expect(cookieLocale()).toBe('fr');
    await changeLocale('pt-BR');
    expect(cookieLocale()).toBe('pt-BR');
  });

  it('is written again at start for a language chosen before (stored, no cookie)', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
    await initI18n();
    expect(cookieLocale()).toBe('es');
  });
});
