import { LANGUAGES } from '../constants.ts';
import type { LocalizedText } from '../localized-text.ts';
import type { Media, Point, PointMediaKinds, PointSummary } from '../schemas/point.ts';
import { activeQuestionCount } from './point-state.ts';

/** Longest card preview per language, in characters (the card shows two or three lines). */
export const POINT_PREVIEW_MAX = 180;

/** Which kinds of content a point carries (the icons on its card). */
export function mediaKindsOf(point: Pick<Point, 'medias' | 'audio' | 'questionnaire' | 'signLanguageVideos'>) {
  const has = (...types: Media['fileType'][]) => point.medias.some((media) => types.includes(media.fileType));
  return {
    audio: Object.values(point.audio).some((src) => Boolean(src?.trim())),
    video: has('video'),
    images: has('image'),
    documents: has('pdf', 'doc'),
    questionnaire: activeQuestionCount(point.questionnaire) > 0,
    signLanguage: point.signLanguageVideos.some((video) => Boolean(video.url.trim())),
  } satisfies PointMediaKinds;
}

function hasText(text: LocalizedText): boolean {
  return Object.values(text).some((value) => Boolean(value?.trim()));
}

/** Each language's text cut at a word before `max` characters, with an ellipsis. */
export function shortenText(text: LocalizedText, max = POINT_PREVIEW_MAX): LocalizedText {
  const short: LocalizedText = {};
  for (const language of LANGUAGES) {
    const value = text[language]?.trim();
    if (!value) continue;
    if (value.length <= max) {
      short[language] = value;
      continue;
    }
    const cut = value.slice(0, max - 1);
    const space = cut.lastIndexOf(' ');
    short[language] = `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  return short;
}

/** The point as the guide bundle lists it (schemas/point.ts pointSummary). */
export function toPointSummary(point: Point): PointSummary {
  return {
    id: point.id,
    guideId: point.guideId,
    journeyIds: point.journeyIds,
    name: point.name,
    preview: shortenText(hasText(point.contentPreview) ? point.contentPreview : point.description),
    mapIconSize: point.mapIconSize,
    geolocation: point.geolocation,
    objectDetection: point.objectDetection,
    journeyRequired: point.journeyRequired,
    qrRequired: point.qrRequired,
    qrNested: point.qrNested,
    qrValidation: point.qrValidation,
    stopNumber: point.stopNumber,
    opensByNumber: point.opensByNumber,
    tags: point.tags,
    kinds: mediaKindsOf(point),
    questionCount: activeQuestionCount(point.questionnaire),
    mapId: point.mapId,
    mapIcon: point.mapIcon,
    x: point.x,
    y: point.y,
    frontImage: point.frontImage,
    coordinates: point.coordinates,
    objectLabel: point.objectLabel,
  };
}

/**
 * What a visitor who has not unlocked a point that needs an unlock proof (its QR code or its
 * place, `needsUnlockProof`) may read of it: the card's text (content preview, else the
 * description cut short), its picture and where it stands. The content itself (rich text, media,
 * sections, narration, sign-language video, quiz, AR/VR material) is withheld until the unlock.
 */
export function toPointTeaser(point: Point): Point {
  return {
    ...point,
    description: {},
    content: {},
    contentPreview: shortenText(hasText(point.contentPreview) ? point.contentPreview : point.description),
    medias: [],
    sections: [],
    audio: {},
    audioTranscript: {},
    signLanguageVideos: [],
    signLanguageVideo: undefined,
    easyRead: undefined,
    easyReadAudio: undefined,
    audioDescription: undefined,
    immersive: {},
    questionnaire: undefined,
  };
}
