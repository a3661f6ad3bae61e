import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES, COUNTRY_KEYS, stateName, suggestPlaces } from './places.ts';

const COUNTRIES = ['Brasil', 'Argentina', 'Estados Unidos', 'Canadá', 'Alemanha', 'Japão'];

describe('suggestPlaces', () => {
  it('lists the 27 Brazilian states and the six countries of the spec', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(new Set(BRAZILIAN_STATES).size).toBe(27);
    expect(COUNTRY_KEYS).toHaveLength(6);
  });

  it('offers at most three suggestions', () => {
    expect(suggestPlaces(BRAZILIAN_STATES, '')).toEqual(['Acre', 'Alagoas', 'Amapá']);
    expect(suggestPlaces(BRAZILIAN_STATES, 'a')).toHaveLength(3);
    expect(suggestPlaces(BRAZILIAN_STATES, 'rio')).toEqual([
      'Rio de Janeiro',
      'Rio Grande do Norte',
      'Rio Grande do Sul',
    ]);
  });

  it('ignores accents and case', () => {
    expect(suggestPlaces(COUNTRIES, 'CANADA')).toEqual(['Canadá']);
    expect(suggestPlaces(COUNTRIES, 'japao')).toEqual(['Japão']);
    expect(suggestPlaces(BRAZILIAN_STATES, 'sao')).toEqual(['São Paulo']);
  });

  it('puts names that start with the text first', () => {
    expect(suggestPlaces(BRAZILIAN_STATES, 'para')).toEqual(['Pará', 'Paraíba', 'Paraná']);
    expect(suggestPlaces(BRAZILIAN_STATES, 'grosso')).toEqual(['Mato Grosso', 'Mato Grosso do Sul']);
    expect(suggestPlaces(COUNTRIES, 'al')).toEqual(['Alemanha']);
    expect(suggestPlaces(COUNTRIES, 'a')).toEqual(['Argentina', 'Alemanha', 'Brasil']);
  });

  it('suggests nothing when nothing matches', () => {
    expect(suggestPlaces(COUNTRIES, 'xyz')).toEqual([]);
  });
});

describe('stateName', () => {
  it('names the state of a CEP lookup abbreviation', () => {
    expect(stateName('SP')).toBe('São Paulo');
    expect(stateName('df')).toBe('Distrito Federal');
  });

  it('keeps whatever is not an abbreviation', () => {
    expect(stateName('Bahia')).toBe('Bahia');
  });
});
