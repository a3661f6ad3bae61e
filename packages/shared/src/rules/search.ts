/** Splits a search on '+' (and whitespace) into lower-case words. */
export function searchTerms(query: string): string[] {
  return query
    .split(/[+\s]+/)
    .map((word) => word.trim().toLocaleLowerCase('pt-BR'))
    .filter((word) => word !== '');
}

/**
 * True when every word of the query is a case-insensitive substring of at least one of the
 * searchable values. An empty query matches everything.
 */
export function matchesSearch(query: string, values: ReadonlyArray<string | null | undefined>): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const haystack = values.filter((v): v is string => typeof v === 'string').map((v) => v.toLocaleLowerCase('pt-BR'));
  return terms.every((term) => haystack.some((value) => value.includes(term)));
}
