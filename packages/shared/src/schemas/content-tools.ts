import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/**
 * Content tools (issue 16): narration by text-to-speech and machine translation assist.
 * Contract of POST /api/panel/guides/:guideId/narration and …/translate (docs/panel-api.md).
 */

const language = z.enum(LANGUAGES);

/** Who wrote a translated text: a machine, a person, or a person who checked the machine's text. */
export const TRANSLATION_FLAGS = ['machine', 'human', 'reviewed'] as const;
export type TranslationFlag = (typeof TRANSLATION_FLAGS)[number];

/**
 * Flags of one record's localized fields: field name → language → flag. A text without a flag is
 * human (every text written before the flags existed), so old records stay valid with `{}`.
 */
export const translationFlags = z
  .record(
    z.string().max(60),
    z.object({
      pt: z.enum(TRANSLATION_FLAGS).optional(),
      en: z.enum(TRANSLATION_FLAGS).optional(),
      es: z.enum(TRANSLATION_FLAGS).optional(),
      fr: z.enum(TRANSLATION_FLAGS).optional(),
    }),
  )
  .refine((value) => Object.keys(value).length <= 100, 'invalid-request');
export type TranslationFlags = z.infer<typeof translationFlags>;

/** Voices of the default engine (eSpeak NG) per language, first = default. `+f3` is a female variant. */
export const ESPEAK_VOICES = {
  pt: ['pt-br', 'pt-br+f3', 'pt'],
  en: ['en-us', 'en-us+f3', 'en-gb'],
  es: ['es', 'es+f3', 'es-419'],
  fr: ['fr-fr', 'fr-fr+f3', 'fr-be'],
} as const satisfies Record<(typeof LANGUAGES)[number], readonly string[]>;

/** The longest text one narration reads (about 3,000 words). */
export const NARRATION_MAX_CHARS = 20_000;

export const narrationRequest = z.object({
  lang: language,
  /** The text to read, plain or HTML (tags are dropped); empty: 'narration/text-empty'. */
  text: z.string().max(NARRATION_MAX_CHARS * 4, 'invalid-request'),
  /** One of the engine's voices for the language; unset: the first. */
  voice: z.string().max(60).optional(),
  /** Names the file in the media library (the point's or guide's name). */
  name: z.string().max(200).optional(),
});
export type NarrationRequest = z.infer<typeof narrationRequest>;

/** One line of the narration's NDJSON stream (the spec's createAudioFunction answer). */
export interface NarrationProgress {
  /** 0–100, never decreasing. */
  progress: number;
  status: 'progress' | 'success' | 'error';
  fileUrl?: string;
  fileSize?: number;
  fileName?: string;
  /** The step in progress, or the failure's error code. */
  message?: string;
}

/** GET …/narration/voices: the engine in use and its voices per language. */
export interface NarrationVoices {
  engine: string;
  voices: Record<(typeof LANGUAGES)[number], string[]>;
}

export const translateRequest = z.object({
  /** Language of the texts; unset: Portuguese. */
  source: language.default('pt'),
  target: language,
  texts: z.array(z.string().max(100_000)).min(1).max(50),
  /** 'html' keeps the markup of rich text intact. */
  format: z.enum(['text', 'html']).default('text'),
});
export type TranslateRequest = z.infer<typeof translateRequest>;

export interface TranslateResult {
  texts: string[];
  engine: string;
}

/** GET /api/panel/translation: the engine configured, or null (the editor explains the setup). */
export interface TranslationStatus {
  engine: 'libretranslate' | 'deepl' | null;
}

/** POST …/translate-guide: fill every empty language of the guide's texts from `source`. */
export const translateGuideRequest = z.object({
  source: language.default('pt'),
  targets: z.array(language).min(1).default(['en', 'es', 'fr']),
});
export type TranslateGuideRequest = z.infer<typeof translateGuideRequest>;

/** One line of the whole-guide translation's NDJSON stream. */
export interface TranslateGuideProgress {
  progress: number;
  status: 'progress' | 'success' | 'error';
  /** Texts filled so far. */
  translated?: number;
  message?: string;
}
