import { describe, expect, it } from 'vitest';
import { mailLocale, requestLocale, translate } from './mail-language.ts';

describe('mailLocale', () => {
  it.each([
    [undefined, 'pt-BR'],
    ['', 'pt-BR'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE, fr-FR;q=0.8, es;q=0.5', 'fr'],
    ['es;q=0.4, fr;q=0.9', 'fr'],
    ['pt-PT', 'pt-BR'],
    ['de, ja', 'pt-BR'],
    ['fr;q=0, es', 'es'],
  ])('picks the e-mail locale for %j: %s', (header, locale) => {
    expect(mailLocale(header)).toBe(locale);
  });
});

describe('requestLocale', () => {
  it.each([
    [{ cookie: 'a=1; percurso-lang=fr', 'accept-language': 'en' }, 'fr'],
    [{ cookie: 'percurso-lang=es' }, 'es'],
    [{ cookie: 'percurso-lang=de', 'accept-language': 'en' }, 'en'],
    [{ 'accept-language': 'es;q=0.4, fr;q=0.9' }, 'fr'],
    [{}, 'pt-BR'],
  ])("takes the app's language cookie first, then Accept-Language: %j → %s", (headers, locale) => {
    expect(requestLocale(new Headers(headers))).toBe(locale);
  });
});

describe('translate', () => {
  it('fills placeholders of a catalogue message', () => {
    expect(translate('es', 'mail.reset_password.greeting', { name: 'Ana' })).toBe('¡Hola, Ana!');
  });
});
