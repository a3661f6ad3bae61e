import type { Language, LocalizedMedia } from '@percurso/shared';

/** A visitor-facing text in all four content languages (Portuguese is the source). */
export type Translations = Record<Language, string>;

/** Fixed date so that building the demo twice gives the same records. */
export const DEMO_CREATED_AT = '2025-01-15T12:00:00.000Z';

/** Public URL of a file under `apps/server/demo/media/` (the seed copies it to /media/demo/). */
export function demoMediaUrl(path: string): string {
  return `/media/demo/${path}`;
}

/** The narration recorded in every language as `<folder>/audio/<stem>.<language>.mp3`. */
export function buildNarration(folder: string, stem: string): LocalizedMedia {
  const url = (language: Language) => demoMediaUrl(`${folder}/audio/${stem}.${language}.mp3`);
  return { pt: url('pt'), en: url('en'), es: url('es'), fr: url('fr') };
}

/** The same value in every language, for links and files that are not translated. */
export function sameInEveryLanguage(value: string): Translations {
  return { pt: value, en: value, es: value, fr: value };
}
