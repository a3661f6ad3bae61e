import { describe, expect, it } from 'vitest';
import { mailLocale, translate } from './mail-language.ts';

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

describe('translate', () => {
  it('fills placeholders of a catalogue message', () => {
    expect(translate('es', 'mail.reset_password.greeting', { name: 'Ana' })).toBe('¡Hola, Ana!');
  });
});
