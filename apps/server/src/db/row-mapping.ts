import { type LocalizedText, normalizeName, type TranslationFlags } from '@percurso/shared';

/** Helpers the repositories share to turn rows into the shared shapes and back. */

export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Optional fields of the shared schemas are absent, never null. */
export function optional<T>(value: T | null): T | undefined {
  return value ?? undefined;
}

/**
 * A record's translation flags (issue 16): absent when no text carries one (every text a
 * person's), as before the flags existed.
 */
export function flagsOf(flags: TranslationFlags | null | undefined): TranslationFlags | undefined {
  return flags && Object.keys(flags).length > 0 ? flags : undefined;
}

/** Lookup keys for a multilingual name: normalizeName of every language, without duplicates. */
export function nameKeys(name: LocalizedText): string[] {
  const keys = Object.values(name).map((value) => normalizeName(value ?? ''));
  return [...new Set(keys.filter((key) => key !== ''))];
}

/** The indexed key: the Portuguese name, or the first language present. */
export function primaryNameKey(name: LocalizedText): string {
  return normalizeName(name.pt ?? '') || (nameKeys(name)[0] ?? '');
}
