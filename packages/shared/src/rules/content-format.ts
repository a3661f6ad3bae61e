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
export const CONTENT_FORMAT_COOKIE = 'percurso-format';

/** The parts of a point that decide which formats it offers. */
export type FormatPoint = Pick<
  Point,
  'audio' | 'audioTranscript' | 'signLanguageVideo' | 'easyRead' | 'easyReadAudio' | 'audioDescription'
>;

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
      return filled(point.signLanguageVideo);
    case 'easy-read':
      return anyOf(point.easyRead, language);
    case 'audio-description':
      return anyOf(point.audioDescription, language);
  }
}

export interface OpeningFormat {
  /** The format the point opens in. */
  format: ContentFormat;
  /** The visitor chose another one this point does not have (the view says so briefly). */
  missing?: ContentFormat;
}

/**
 * How a point opens for a visitor who chose `chosen` (undefined: never chose): in that format when
 * the point has it, else standard, naming the one it lacks.
 */
export function openingFormat(
  point: FormatPoint,
  chosen: ContentFormat | undefined,
  language: Language,
): OpeningFormat {
  if (!chosen || chosen === 'standard') return { format: 'standard' };
  return offersFormat(point, chosen, language) ? { format: chosen } : { format: 'standard', missing: chosen };
}
