// Zod-free and tiny: the point schema, the format rules and the web app's chooser and editor read it.

/**
 * The sign languages a point's video can be in (issue 30 item 3), by ISO 639-3 code: Libras
 * (Brazilian, the default and first), then the sign languages of the countries whose visitors
 * the guide's four spoken languages serve. Fixed, so their names are translated (the panel and
 * the `formats` catalogues) and a remembered choice means the same on every guide.
 */
export const SIGN_LANGUAGES = [
  'bzs', // Libras: Língua Brasileira de Sinais
  'ase', // ASL: American Sign Language
  'bfi', // BSL: British Sign Language
  'fsl', // LSF: Langue des signes française
  'ssp', // LSE: Lengua de signos española
  'psr', // LGP: Língua Gestual Portuguesa
  'aed', // LSA: Lengua de señas argentina
  'mfs', // LSM: Lengua de señas mexicana
  'ils', // International Sign
] as const;
export type SignLanguage = (typeof SIGN_LANGUAGES)[number];
export const DEFAULT_SIGN_LANGUAGE: SignLanguage = 'bzs';

/** A stored sign language (cookie, profile), or undefined for anything else. */
export function parseSignLanguage(value: string | null | undefined): SignLanguage | undefined {
  return (SIGN_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as SignLanguage) : undefined;
}

/** A sign-language video of a point: the file and the sign language it is signed in. */
export interface SignLanguageVideo {
  language: SignLanguage;
  url: string;
}

/** The point's videos in SIGN_LANGUAGES order (Libras first): how every list shows them. */
export function sortSignLanguageVideos<T extends SignLanguageVideo>(videos: readonly T[]): T[] {
  return [...videos].sort((a, b) => SIGN_LANGUAGES.indexOf(a.language) - SIGN_LANGUAGES.indexOf(b.language));
}
