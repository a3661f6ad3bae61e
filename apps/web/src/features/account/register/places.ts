import type { MessageKey } from '@percurso/i18n';
import { MAX_SUGGESTIONS } from '@percurso/shared';

/** The countries the register dialog suggests (spec §5), as message keys so each language names them. */
export const COUNTRY_KEYS = [
  'auth.country.brazil',
  'auth.country.argentina',
  'auth.country.united_states',
  'auth.country.canada',
  'auth.country.germany',
  'auth.country.japan',
] as const satisfies readonly MessageKey[];

/** The 27 federative units of Brazil, by name (proper names: the same in every language). */
export const BRAZILIAN_STATES = [
  'Acre',
  'Alagoas',
  'Amapá',
  'Amazonas',
  'Bahia',
  'Ceará',
  'Distrito Federal',
  'Espírito Santo',
  'Goiás',
  'Maranhão',
  'Mato Grosso',
  'Mato Grosso do Sul',
  'Minas Gerais',
  'Pará',
  'Paraíba',
  'Paraná',
  'Pernambuco',
  'Piauí',
  'Rio de Janeiro',
  'Rio Grande do Norte',
  'Rio Grande do Sul',
  'Rondônia',
  'Roraima',
  'Santa Catarina',
  'São Paulo',
  'Sergipe',
  'Tocantins',
] as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The options matching what was typed, at most three (spec §5): accents and case ignored, names
 * that start with the text before names that only contain it. Nothing typed: the first three.
 */
export function suggestPlaces(options: readonly string[], typed: string, limit = MAX_SUGGESTIONS): string[] {
  const search = fold(typed);
  if (search === '') return options.slice(0, limit);
  const starts = options.filter((option) => fold(option).startsWith(search));
  const contains = options.filter((option) => !fold(option).startsWith(search) && fold(option).includes(search));
  return [...starts, ...contains].slice(0, limit);
}

/** Each state's abbreviation (what a CEP lookup answers) and its name. */
const STATE_BY_UF: Readonly<Record<string, string>> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

/** A state's name from its abbreviation ('SP' → 'São Paulo'); anything else comes back as given. */
export function stateName(abbreviationOrName: string): string {
  return STATE_BY_UF[abbreviationOrName.trim().toUpperCase()] ?? abbreviationOrName;
}
