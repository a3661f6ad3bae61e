// Zod-free on purpose (type imports only): the web shell and the visitor routes read it, and a
// module that builds zod schemas at load time would pull zod into every visitor's first load.
import { DEFAULT_MAP_ICON_SIZE } from './constants.ts';
import type { Guide } from './schemas/guide.ts';
import type { Point } from './schemas/point.ts';

/** The fields of a point that the spec gives a default: everything but who it is and what it says. */
export type PointDefaults = Omit<
  Point,
  'id' | 'guideId' | 'journeyIds' | 'name' | 'description' | 'content' | 'contentPreview' | 'createdAt'
>;

/**
 * A point in the defaults of the spec: unlocked by a plain tap, no extras, mapIconSize 70, enabled.
 * A new object each call, so callers may change its lists.
 */
export function pointDefaults(): PointDefaults {
  return {
    mapIconSize: DEFAULT_MAP_ICON_SIZE,
    medias: [],
    sections: [],
    audio: {},
    audioTranscript: {},
    signLanguageVideos: [],
    easyRead: {},
    easyReadAudio: {},
    audioDescription: {},
    technicalSheet: [],
    geolocation: false,
    objectDetection: false,
    journeyRequired: false,
    qrRequired: false,
    qrNested: false,
    qrValidation: false,
    opensByNumber: false,
    immersive: {},
    keywords: [],
    tags: [],
    enabled: true,
  };
}

/** The fields of a guide that the spec gives a default: everything but who it is and what it says. */
export type GuideDefaults = Omit<Guide, 'id' | 'name' | 'description' | 'type' | 'createdAt' | 'updatedAt'>;

/** A guide in the defaults of the spec: disabled until its managers switch it on, nothing attached. */
export function guideDefaults(): GuideDefaults {
  return {
    enabled: false,
    frontImages: [],
    theme: {},
    topics: [],
    introMessage: {},
    introAudio: {},
    hideTutorialName: false,
    gamification: false,
    helpRequestsEnabled: false,
    journeyOrder: [],
    sponsorIds: [],
    socialNetIds: [],
  };
}
