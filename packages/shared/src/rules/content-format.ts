import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants.ts';
import type { LocalizedText } from '../localized-text.ts';
import type { LocalizedMedia } from '../schemas/guide.ts';
import type { Point } from '../schemas/point.ts';

// Zod-free (type imports only): the point view reads it. Not in constants.ts: that module ships
// whole with the app shell, and these are for the point view's chunk only.

/**
 * How a visitor takes in a point's content (issue 30 item 3), chosen once: every point then opens
 * in it first (openingFormat below). Kept on the device in a cookie, so the server draws a
 * point page as the app hydrates it, and on a registered visitor's profile for their other devices.
 */
export const CONTENT_FORMATS = [
  'standard',
  'narration',
  'sign-language',
  'transcript',
  'easy-read',
  'audio-description',
] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

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
export const CONTENT_FORMAT_COOKIE = 'percurso-format';
/**
 * The point the format choice was first offered on (a cookie, so the server draws the offer as the
 * app hydrates it): offered there until answered, not on the visitor's other points.
 */
export const FORMAT_OFFERED_COOKIE = 'percurso-format-offered';

/** The parts of a point that decide which formats it offers. */
export type FormatPoint = Pick<
  Point,
  'audio' | 'audioTranscript' | 'signLanguageVideos' | 'easyRead' | 'easyReadAudio' | 'audioDescription'
>;

/**
 * A visitor's choice: a format and, for sign language, which one (SIGN_LANGUAGES above). The
 * cookie keeps it as `sign-language:ase` (plain `sign-language`, as stored before several sign
 * languages, is Libras); the profile in two fields.
 */
export interface FormatChoice {
  format: ContentFormat;
  /** Only with 'sign-language': the sign language chosen. */
  signLanguage?: SignLanguage;
}

/** The cookie's value of a choice. */
export function formatChoiceValue(choice: FormatChoice): string {
  return choice.format === 'sign-language' && choice.signLanguage
    ? `${choice.format}:${choice.signLanguage}`
    : choice.format;
}

/** A stored choice (the cookie's value), undefined for anything else. Sign language without one is Libras. */
export function parseFormatChoice(value: string | null | undefined): FormatChoice | undefined {
  const [formatPart, languagePart] = (value ?? '').split(':');
  const format = parseContentFormat(formatPart);
  if (!format) return undefined;
  if (format !== 'sign-language') return languagePart === undefined ? { format } : undefined;
  const signLanguage = languagePart === undefined ? 'bzs' : parseSignLanguage(languagePart);
  return signLanguage ? { format, signLanguage } : undefined;
}

/** Two choices are the same (sign language included). */
export function sameFormatChoice(a: FormatChoice | undefined, b: FormatChoice | undefined): boolean {
  return a?.format === b?.format && a?.signLanguage === b?.signLanguage;
}

const filled = (value: string | undefined) => Boolean(value?.trim());
/** Something in `language`, else Portuguese, else any language: what the visitor would be shown. */
const anyOf = (values: LocalizedText | LocalizedMedia | undefined, language: Language) =>
  [language, DEFAULT_LANGUAGE, ...LANGUAGES].some((candidate) => filled(values?.[candidate]));

/** A stored format (cookie, profile), or undefined for anything else. */
export function parseContentFormat(value: string | null | undefined): ContentFormat | undefined {
  return (CONTENT_FORMATS as readonly string[]).includes(value ?? '') ? (value as ContentFormat) : undefined;
}

/**
 * Whether a point has the material a format needs, in the visitor's language or one it falls
 * back to (as the point view shows it): a narration, its transcript, a sign-language video, an
 * easy-read text, an audio-description track. Standard always.
 */
export function offersFormat(point: FormatPoint, format: ContentFormat, language: Language): boolean {
  switch (format) {
    case 'standard':
      return true;
    case 'narration':
      return anyOf(point.audio, language);
    case 'transcript':
      return anyOf(point.audioTranscript, language);
    case 'sign-language':
      return point.signLanguageVideos.some((video) => filled(video.url));
    case 'easy-read':
      return anyOf(point.easyRead, language);
    case 'audio-description':
      return anyOf(point.audioDescription, language);
  }
}

/** The point's video in `signLanguage`, if it has one. */
export function signLanguageVideoOf(
  point: Pick<FormatPoint, 'signLanguageVideos'>,
  signLanguage: SignLanguage,
): SignLanguageVideo | undefined {
  return point.signLanguageVideos.find((video) => video.language === signLanguage && filled(video.url));
}

export interface OpeningFormat {
  /** The format the point opens in. */
  format: ContentFormat;
  /** In 'sign-language': the video it opens with, in the sign language chosen. */
  signLanguageVideo?: SignLanguageVideo;
  /** The visitor chose another one this point does not have (the view says so briefly). */
  missing?: FormatChoice;
  /**
   * The point lacks the sign language chosen but has others (docs/product-decisions.md,
   * "Formats"): it opens standard, naming the missing one, and offers these videos.
   */
  otherSignLanguages?: SignLanguageVideo[];
}

/**
 * How a point opens for a visitor who chose `chosen` (undefined: never chose): in that format
 * when the point has it (sign language: in the sign language chosen), else standard, naming the
 * one it lacks.
 */
export function openingFormat(point: FormatPoint, chosen: FormatChoice | undefined, language: Language): OpeningFormat {
  if (!chosen || chosen.format === 'standard') return { format: 'standard' };
  if (chosen.format === 'sign-language') {
    const video = signLanguageVideoOf(point, chosen.signLanguage ?? 'bzs');
    if (video) return { format: 'sign-language', signLanguageVideo: video };
    const others = point.signLanguageVideos.filter((other) => filled(other.url));
    return { format: 'standard', missing: chosen, ...(others.length > 0 ? { otherSignLanguages: others } : {}) };
  }
  return offersFormat(point, chosen.format, language)
    ? { format: chosen.format }
    : { format: 'standard', missing: chosen };
}

/**
 * What a guide offers (the chooser lists only these, issue 30 item 3): the formats at least one
 * of its points has in any language, standard first, and the sign languages of its videos.
 */
export interface OfferedFormats {
  formats: ContentFormat[];
  signLanguages: SignLanguage[];
}

/** What the guide's points offer, read from all of them (the guide bundle carries it). */
export function offeredFormatsOf(points: readonly FormatPoint[]): OfferedFormats {
  // Portuguese, then every other language: any language counts.
  const formats = CONTENT_FORMATS.filter(
    (format) => format === 'standard' || points.some((point) => offersFormat(point, format, DEFAULT_LANGUAGE)),
  );
  const has = new Set(points.flatMap((point) => point.signLanguageVideos.filter((video) => filled(video.url))));
  const signLanguages = SIGN_LANGUAGES.filter((language) => [...has].some((video) => video.language === language));
  return { formats, signLanguages };
}
