import { z } from 'zod';
import { GUIDE_TYPES } from '../constants.ts';
import { localizedText } from '../localized-text.ts';
import { coordinates, hexColor, id, isoDateTime, mediaUrl } from './common.ts';
import { translationFlags } from './content-tools.ts';

export const address = z.object({
  zipCode: z.string(),
  road: z.string(),
  number: z.string(),
  complement: z.string().optional(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
});
export type Address = z.infer<typeof address>;

/** Audio or video files per content language. */
export const localizedMedia = z.object({
  pt: mediaUrl.optional(),
  en: mediaUrl.optional(),
  es: mediaUrl.optional(),
  fr: mediaUrl.optional(),
});
export type LocalizedMedia = z.infer<typeof localizedMedia>;

export const guideTheme = z.object({
  toolBarColor: hexColor.optional(),
  intPointBarColor: hexColor.optional(),
  buttonColor: hexColor.optional(),
});
export type GuideTheme = z.infer<typeof guideTheme>;

export const aboutGuide = z.object({
  image: mediaUrl.optional(),
  images: z.array(mediaUrl),
  caption: localizedText,
  description: localizedText,
  /** Tag the "filter" button of the about dialog applies to the point list. */
  tagToFilter: z.string().optional(),
});
export type AboutGuide = z.infer<typeof aboutGuide>;

export const toolTipLink = z.object({ title: localizedText, link: localizedText });

/** A guide (one venue) as visitors read it. */
export const guide = z.object({
  id,
  name: localizedText,
  description: localizedText,
  type: z.enum(GUIDE_TYPES),
  enabled: z.boolean(),
  image: mediaUrl.optional(),
  bannerUrl: mediaUrl.optional(),
  frontImages: z.array(mediaUrl),
  barLogo: mediaUrl.optional(),
  toolBarLogo: mediaUrl.optional(),
  favIcon: mediaUrl.optional(),
  theme: guideTheme,
  address: address.optional(),
  location: coordinates.optional(),
  topics: z.array(z.string()),
  introMessage: localizedText,
  introAudio: localizedMedia,
  /**
   * Who wrote each translated text (issue 16), by field ('name', 'aboutGuide.caption', …). The
   * panel reads them all; the visitor's bundle keeps only the machine ones (the note needs no more).
   */
  translationFlags: translationFlags.optional(),
  signLanguageVideo: mediaUrl.optional(),
  aboutGuide: aboutGuide.optional(),
  tutorialImage: mediaUrl.optional(),
  toolTipLink: toolTipLink.optional(),
  hideTutorialName: z.boolean(),
  visit3dUrl: z.string().url().optional(),
  gamification: z.boolean(),
  /** Visitors may ask staff for help at a point (issue 30 item 5); off until the managers switch it on. */
  helpRequestsEnabled: z.boolean(),
  mainGuideLink: z.string().optional(),
  initialPointId: id.optional(),
  journeyOrder: z.array(id),
  sponsorIds: z.array(id),
  socialNetIds: z.array(id),
  roadMapId: id.optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Guide = z.infer<typeof guide>;

/** What the guide selection page lists. */
export const guideSummary = guide.pick({
  id: true,
  name: true,
  description: true,
  type: true,
  image: true,
  bannerUrl: true,
  topics: true,
  theme: true,
  address: true,
});
export type GuideSummary = z.infer<typeof guideSummary>;
