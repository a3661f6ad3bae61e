import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage, localeOfLanguages } from './negotiate.ts';

describe('localeOfLanguages', () => {
  it.each([
    [['en-US', 'pt-BR'], 'en'],
    [['es-MX'], 'es'],
    [['fr-CA', 'en'], 'fr'],
    [['de-DE', 'es'], 'es'],
    [['pt-PT'], 'pt-BR'],
    [['de', 'ja'], 'pt-BR'],
    [[], 'pt-BR'],
  ])('follows the device languages %j: %s', (tags, locale) => {
    expect(localeOfLanguages(tags)).toBe(locale);
  });
});

describe('localeOfAcceptLanguage', () => {
  it.each([
    [null, 'pt-BR'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE, fr-FR;q=0.8, es;q=0.5', 'fr'],
    ['es;q=0.4, fr;q=0.9', 'fr'],
    ['fr;q=0, es', 'es'],
  ])('follows Accept-Language %j: %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });
});
