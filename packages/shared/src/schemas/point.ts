import { z } from 'zod';
import {
  MEDIA_FILE_TYPES,
  QUESTION_TYPES,
  STOP_NUMBER_MAX,
  STOP_NUMBER_MIN,
  TECHNICAL_SHEET_LABEL_MAX,
  TECHNICAL_SHEET_MAX_ROWS,
  TECHNICAL_SHEET_VALUE_MAX,
} from '../constants.ts';
import { localizedText } from '../localized-text.ts';
import { coordinates, id, isoDateTime, mediaUrl } from './common.ts';
import { translationFlags } from './content-tools.ts';
import { localizedMedia } from './guide.ts';
import { checkRvGraph, rvImages, rvInfoPoints, rvLinks, rvYaw } from './rv-scene.ts';

export const media = z.object({
  fileType: z.enum(MEDIA_FILE_TYPES),
  url: mediaUrl,
  name: localizedText.optional(),
  caption: localizedText.optional(),
  /** Poster frame for videos. */
  posterUrl: mediaUrl.optional(),
  /** Text alternative of an image, per language (read by screen readers). */
  alt: localizedText.optional(),
  /** WebVTT captions of a video, one file per language. */
  captions: localizedMedia.optional(),
});
export type Media = z.infer<typeof media>;

/** A sign-language video of a point (issue 30 item 3): the file and its sign language (rules/content-format.ts SIGN_LANGUAGES). */
export const signLanguageVideo = z.object({
  // rules/content-format.ts SIGN_LANGUAGES written out, as account.ts explains (account.test.ts checks they agree).
  language: z.enum(['bzs', 'ase', 'bfi', 'fsl', 'ssp', 'psr', 'aed', 'mfs', 'ils'] as const),
  url: mediaUrl,
});

/** A point's sign-language videos: at most one per sign language. */
export const signLanguageVideos = z
  .array(signLanguageVideo)
  .max(9)
  .refine((videos) => new Set(videos.map((video) => video.language)).size === videos.length, {
    error: 'invalid-request',
  });

/**
 * One row of a point's technical sheet ("Ficha técnica": Artista, Ano, Técnica, Nº de inventário,
 * Dimensões…): a label and its value, each per language. Visitors read it as a definition list.
 */
const sheetText = (max: number) =>
  z.object({
    pt: z.string().max(max).optional(),
    en: z.string().max(max).optional(),
    es: z.string().max(max).optional(),
    fr: z.string().max(max).optional(),
  });
export const technicalSheetRow = z.object({
  label: sheetText(TECHNICAL_SHEET_LABEL_MAX),
  value: sheetText(TECHNICAL_SHEET_VALUE_MAX),
});
export type TechnicalSheetRow = z.infer<typeof technicalSheetRow>;
/** A point's technical sheet as stored and read: its rows in order, within the limits the panel checks (panel.ts). */
export const technicalSheet = z.array(technicalSheetRow).max(TECHNICAL_SHEET_MAX_ROWS);

/** A titled block of extra content inside a point (the spec's intPointContent). */
export const pointSection = z.object({
  name: localizedText,
  description: localizedText,
  link: z.string().url().optional(),
  medias: z.array(media),
  audio: localizedMedia.optional(),
});
export type PointSection = z.infer<typeof pointSection>;

export const questionOption = z.object({ content: localizedText, feedback: localizedText });
export const question = z.object({
  statement: localizedText,
  options: z.array(questionOption).min(2),
  /** Index of the right option (quizzes only). */
  correctOptionIndex: z.number().int().min(0).optional(),
  file: mediaUrl.optional(),
});
export type Question = z.infer<typeof question>;

export const questionnaire = z.object({
  enabled: z.boolean(),
  type: z.enum(QUESTION_TYPES),
  open: z.boolean(),
  content: localizedText,
  feedback: localizedText,
  questions: z.array(question),
});
export type Questionnaire = z.infer<typeof questionnaire>;

/** Augmented and virtual reality material, stored for the AR / 360° viewers. */
export const immersiveContent = z
  .object({
    raPriority: z.boolean().optional(),
    raContent: z.boolean().optional(),
    raVideos: z.array(mediaUrl).optional(),
    raImages: z.array(mediaUrl).optional(),
    ra3DModels: z.array(mediaUrl).optional(),
    /** The 360° tour (rv-scene.ts, decision 0021): info markers, linked scenes and the links between them. */
    rvPoints: rvInfoPoints.optional(),
    rvImages: rvImages.optional(),
    rvImagesConnections: rvLinks.optional(),
    image360: mediaUrl.optional(),
    /** Where the main scene opens: yaw in degrees. */
    image360Rotation: rvYaw.optional(),
    video360: mediaUrl.optional(),
  })
  .superRefine(checkRvGraph);
export type ImmersiveContent = z.infer<typeof immersiveContent>;

/** An interaction point (point of interest) as visitors read it. */
export const point = z.object({
  id,
  guideId: id,
  /** Journeys the point belongs to; the first is its main journey. */
  journeyIds: z.array(id),
  name: localizedText,
  description: localizedText,
  /** Rich text (sanitised HTML) shown in the point view. */
  content: localizedText,
  contentPreview: localizedText,
  mapId: id.optional(),
  mapIcon: mediaUrl.optional(),
  mapIconSize: z.number().int().positive(),
  x: z.number().optional(),
  y: z.number().optional(),
  frontImage: mediaUrl.optional(),
  medias: z.array(media),
  sections: z.array(pointSection),
  audio: localizedMedia,
  /** The narration written out, per language, for visitors who cannot or prefer not to listen. */
  audioTranscript: localizedText,
  /** Who wrote each translated text (issue 16): visitors see a note on machine translations. */
  translationFlags: translationFlags.optional(),
  /** Its sign-language videos, one per sign language, in SIGN_LANGUAGES order (Libras first). */
  signLanguageVideos: signLanguageVideos,
  /**
   * Deprecated (migration 0049 made the list above): the first sign-language video's file, kept
   * for API clients written before several sign languages. Ignored on writes.
   */
  signLanguageVideo: mediaUrl.optional(),
  /**
   * Easy-read (issue 30 item 4): the point told in short, plain sentences, per language (plain
   * text, line breaks kept), with its own narration per language. Absent on points saved before.
   */
  easyRead: localizedText.optional(),
  easyReadAudio: localizedMedia.optional(),
  /** An audio-description track per language: what the point's images and videos show, spoken. */
  audioDescription: localizedMedia.optional(),
  /** The technical sheet, in the manager's order (migration 0052). Absent on points saved before it. */
  technicalSheet: technicalSheet.optional(),
  geolocation: z.boolean(),
  coordinates: coordinates.optional(),
  objectDetection: z.boolean(),
  objectLabel: z.string().optional(),
  journeyRequired: z.boolean(),
  qrRequired: z.boolean(),
  qrNested: z.boolean(),
  qrValidation: z.boolean(),
  /**
   * The stop number visitors type on the keypad and read on the wall label and the QR card,
   * unique within the guide (issue 30). Every saved point has one; absent only on a point not
   * saved yet (the server then gives it the next free number).
   */
  stopNumber: z.number().int().min(STOP_NUMBER_MIN).max(STOP_NUMBER_MAX).optional(),
  /**
   * Its managers let its stop number unlock it although it needs its QR code or the visitor on
   * site (docs/product-decisions.md, "Stop numbers"); no effect on a point that needs no proof.
   */
  opensByNumber: z.boolean(),
  immersive: immersiveContent,
  keywords: z.array(z.string()),
  tags: z.array(z.string()),
  questionnaire: questionnaire.optional(),
  enabled: z.boolean(),
  createdAt: isoDateTime,
});
export type Point = z.infer<typeof point>;

/** Which kinds of content a point carries (the icons on its card). */
export const pointMediaKinds = z.object({
  audio: z.boolean(),
  video: z.boolean(),
  images: z.boolean(),
  documents: z.boolean(),
  questionnaire: z.boolean(),
  signLanguage: z.boolean(),
});
export type PointMediaKinds = z.infer<typeof pointMediaKinds>;

/**
 * A point as the guide bundle lists it: what the list, the maps, progress and the unlock rules
 * need. Its content (rich text, media, sections, quiz) comes from GET /api/points/:id when opened
 * (rules/point-summary.ts builds it).
 */
export const pointSummary = point
  .pick({
    id: true,
    guideId: true,
    journeyIds: true,
    name: true,
    mapId: true,
    mapIcon: true,
    mapIconSize: true,
    x: true,
    y: true,
    frontImage: true,
    geolocation: true,
    coordinates: true,
    objectDetection: true,
    objectLabel: true,
    journeyRequired: true,
    qrRequired: true,
    qrNested: true,
    qrValidation: true,
    stopNumber: true,
    opensByNumber: true,
    tags: true,
  })
  .extend({
    /** The card's text: the content preview, else the description, cut to a few lines. */
    preview: localizedText,
    kinds: pointMediaKinds,
    /** Questions a visitor has to answer (activeQuestionCount of its questionnaire). */
    questionCount: z.number().int().min(0),
  });
export type PointSummary = z.infer<typeof pointSummary>;
