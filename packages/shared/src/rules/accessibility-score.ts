import { LANGUAGES, type Language } from '../constants.ts';
import type { LocalizedText } from '../localized-text.ts';
import type { Media, Point } from '../schemas/point.ts';

/** What a point's content needs so that every visitor can take it in (issue 11, WCAG 2.2 AA). */
export type AccessibilityNeed =
  /** A narration in `language` needs its transcript in that language. */
  | 'transcript'
  /** A video needs captions (a WebVTT file in at least one language). */
  | 'captions'
  /** An image needs a text alternative. */
  | 'alt'
  /** A narrated point needs a sign-language video. */
  | 'signLanguage'
  /** A point with rich content needs an easy-read version (issue 30 item 4), in any language. */
  | 'easyRead'
  /** An easy-read text in `language` needs its narration in that language. */
  | 'easyReadNarration'
  /** A point with a video needs an audio-description track, in any language. */
  | 'audioDescription';

export interface AccessibilityItem {
  need: AccessibilityNeed;
  met: boolean;
  /** The narration's language (transcripts). */
  language?: Language;
  /** Which media: 'medias' or the index of the section, and the media's index in that list. */
  media?: { section?: number; index: number };
}

export interface AccessibilityScore {
  /** 0–100: the share of needs that are met; 100 when the content needs nothing. */
  score: number;
  met: number;
  needed: number;
}

export type AccessiblePoint = Pick<
  Point,
  | 'audio'
  | 'audioTranscript'
  | 'medias'
  | 'sections'
  | 'signLanguageVideos'
  | 'easyRead'
  | 'easyReadAudio'
  | 'audioDescription'
> &
  Partial<Pick<Point, 'content'>>;

const filled = (value: string | undefined) => Boolean(value?.trim());
const anyText = (text: LocalizedText | undefined) => Object.values(text ?? {}).some(filled);
const anyWords = (html: LocalizedText | undefined) =>
  Object.values(html ?? {}).some((value) => filled(value?.replace(/<[^>]*>/g, '')));

function mediaItems(medias: readonly Media[], section?: number): AccessibilityItem[] {
  const items: AccessibilityItem[] = [];
  medias.forEach((media, index) => {
    const where = section === undefined ? { index } : { section, index };
    if (media.fileType === 'image') items.push({ need: 'alt', met: anyText(media.alt), media: where });
    if (media.fileType === 'video') items.push({ need: 'captions', met: anyText(media.captions), media: where });
  });
  return items;
}

/**
 * Every accessibility need of a point's content and whether it is met: a transcript per narrated
 * language, captions per video and a text alternative per image (the point's and its sections'),
 * a sign-language video (in any sign language) when the point is narrated; an easy-read text when it has rich content,
 * with a narration per language it is written in; an audio-description track when it has a video.
 */
export function accessibilityItems(point: AccessiblePoint): AccessibilityItem[] {
  const narrated = LANGUAGES.filter((language) => filled(point.audio[language]));
  return [
    ...narrated.map(
      (language): AccessibilityItem => ({
        need: 'transcript',
        met: filled(point.audioTranscript[language]),
        language,
      }),
    ),
    ...mediaItems(point.medias),
    ...point.sections.flatMap((section, index) => mediaItems(section.medias, index)),
    ...(narrated.length > 0
      ? [{ need: 'signLanguage' as const, met: point.signLanguageVideos.some((video) => filled(video.url)) }]
      : []),
    ...(anyWords(point.content) ? [{ need: 'easyRead' as const, met: anyText(point.easyRead) }] : []),
    ...LANGUAGES.filter((language) => filled(point.easyRead?.[language])).map(
      (language): AccessibilityItem => ({
        need: 'easyReadNarration',
        met: filled(point.easyReadAudio?.[language]),
        language,
      }),
    ),
    ...(point.medias.some((media) => media.fileType === 'video')
      ? [{ need: 'audioDescription' as const, met: anyText(point.audioDescription) }]
      : []),
  ];
}

function scoreOf(met: number, needed: number): AccessibilityScore {
  return { score: needed === 0 ? 100 : Math.floor((100 * met) / needed), met, needed };
}

/** A point's accessibility completeness. Rounded down, so 100 means nothing is missing. */
export function pointAccessibilityScore(point: AccessiblePoint): AccessibilityScore {
  const items = accessibilityItems(point);
  return scoreOf(items.filter((item) => item.met).length, items.length);
}

/** A guide's: every need of every point counts once, so a point with more media weighs more. */
export function guideAccessibilityScore(points: readonly AccessiblePoint[]): AccessibilityScore {
  let met = 0;
  let needed = 0;
  for (const point of points) {
    const score = pointAccessibilityScore(point);
    met += score.met;
    needed += score.needed;
  }
  return scoreOf(met, needed);
}
