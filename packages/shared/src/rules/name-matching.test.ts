import { describe, expect, it } from 'vitest';
import { namesMatch, normalizeName, toNamePath } from './name-matching.ts';

describe('guide name matching', () => {
  it.each([
    ['museu-do-acucar-e-do-cafe', 'Museu do Açúcar e do Café'],
    ['MUSEUDOACUCAREDOCAFE', 'Museu do Açúcar e do Café'],
    ['Museu do Açúcar e do Café', 'museu do acucar e do cafe'],
    ['caminhos_do_centro.historico!', 'Caminhos do Centro Histórico'],
    ['Praça São João', 'praca-sao-joao'],
    ['Cão & Gato', 'CAO GATO'],
  ])('matches %s with %s', (a, b) => {
    expect(namesMatch(a, b)).toBe(true);
  });

  it('does not match different names', () => {
    expect(namesMatch('Museu do Café', 'Museu do Açúcar')).toBe(false);
    expect(namesMatch('Museu do Café 2', 'Museu do Café')).toBe(false);
  });

  it('never matches an empty or punctuation-only name', () => {
    expect(namesMatch('', '')).toBe(false);
    expect(namesMatch('---', '!!!')).toBe(false);
  });

  it('keeps digits and letters of other scripts', () => {
    expect(normalizeName('Sala 12 — Ação')).toBe('sala12acao');
    expect(normalizeName('Ñandú')).toBe('nandu');
  });

  it('builds a readable path that matches back', () => {
    const path = toNamePath('Museu do Açúcar e do Café');
    expect(path).toBe('Museu-do-A%C3%A7%C3%BAcar-e-do-Caf%C3%A9');
    expect(namesMatch(decodeURIComponent(path), 'Museu do Açúcar e do Café')).toBe(true);
  });
});
