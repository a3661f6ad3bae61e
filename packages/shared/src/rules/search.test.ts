import { describe, expect, it } from 'vitest';
import { matchesSearch, searchTerms } from './search.ts';

describe('search with "+"', () => {
  const museum = ['Museu do Açúcar e do Café', 'Engenho, moenda e torrefação', 'Piracicaba'];

  it('splits terms on "+" and spaces and drops empty ones', () => {
    expect(searchTerms('Museu+CAFÉ++ engenho ')).toEqual(['museu', 'café', 'engenho']);
  });

  it('requires every word to be a substring of some field, ignoring case', () => {
    expect(matchesSearch('museu+café', museum)).toBe(true);
    expect(matchesSearch('MOENDA+piracicaba', museum)).toBe(true);
    expect(matchesSearch('museu+ouro', museum)).toBe(false);
  });

  it('matches substrings inside words', () => {
    expect(matchesSearch('torref', museum)).toBe(true);
  });

  it('treats an empty query as matching everything', () => {
    expect(matchesSearch('', museum)).toBe(true);
    expect(matchesSearch(' + ', [])).toBe(true);
  });

  it('ignores missing fields', () => {
    expect(matchesSearch('tag', [null, undefined, 'tagged'])).toBe(true);
  });
});
