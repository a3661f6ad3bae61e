/**
 * Inputs and answers of the manager panel API (/api/panel/*, spec §2 management routes, §3
 * entities, §5 validation, §8 messages). Field-level failures carry the spec's error codes as
 * zod messages: the server answers `{ error: { code, field } }` with that code (e.g. 'name-empty',
 * 'small-name'); other failures answer 'invalid-request'. Endpoint list: docs/panel-api.md.
 */
import { z } from 'zod';
import {
  GUIDE_TYPES,
  LANGUAGES,
  MAP_TYPES,
  MIN_GUIDE_NAME_LENGTH,
  QUESTION_TYPES,
  STOP_NUMBER_MAX,
  STOP_NUMBER_MIN,
  TECHNICAL_SHEET_LABEL_MAX,
  TECHNICAL_SHEET_MAX_ROWS,
  TECHNICAL_SHEET_VALUE_MAX,
} from '../constants.ts';
import { localizedText } from '../localized-text.ts';
import { GUIDE_ROLES } from '../rules/permissions.ts';
import { MAX_RAW_EVENTS_RETENTION_MONTHS, MIN_RAW_EVENTS_RETENTION_MONTHS } from '../rules/usage-tracking.ts';
import { baseVersion, hexColor, id, mediaUrl, typedCoordinates, typedDecimal } from './common.ts';
import { translationFlags } from './content-tools.ts';
import { aboutGuide, guide, guideTheme, localizedMedia } from './guide.ts';
import { iaModel } from './journey.ts';
import { immersiveContent, media, pointSection, signLanguageVideos } from './point.ts';
import { socialNetwork, sponsor } from './venue.ts';

/** A failure that is not one of the spec's field codes: answered as 'invalid-request'. */
const INVALID = { error: 'invalid-request' } as const;

/** A required text whose absence answers `code` (the spec's 'X não informado(a)!'). */
export function requiredText(code: string, max = 300) {
  return z.string({ error: code }).trim().min(1, { error: code }).max(max, INVALID);
}

const optionalText = (max = 300) => z.string(INVALID).trim().max(max, INVALID).optional();
const text = z.string(INVALID).max(20_000, INVALID);
/** LocalizedText of long texts (descriptions, rich content). */
const longText = z.object({ pt: text.optional(), en: text.optional(), es: text.optional(), fr: text.optional() });
export const shortTexts = (required: { pt?: string; en?: string }) =>
  z.object({
    pt: required.pt ? requiredText(required.pt) : optionalText(),
    en: required.en ? requiredText(required.en) : optionalText(),
    es: optionalText(),
    fr: optionalText(),
  });
export const longTexts = (required: { pt?: string; en?: string }) =>
  z.object({
    pt: required.pt ? requiredText(required.pt, 20_000) : text.optional(),
    en: required.en ? requiredText(required.en, 20_000) : text.optional(),
    es: text.optional(),
    fr: text.optional(),
  });
/** A required id whose absence answers `code`. */
function requiredId(code: string) {
  return z.string({ error: code }).trim().min(1, { error: code }).pipe(id);
}
/** At least one journey ('journey-empty'). */
const journeyIdList = z.array(id, { error: 'journey-empty' }).min(1, { error: 'journey-empty' }).max(100, INVALID);
/** Links visitors open or pages embed: http(s) only, never javascript: or data:. */
const url = z.url({ protocol: /^https?$/, error: 'invalid-request' }).max(2048, INVALID);
const localizedUrl = z.object({ pt: url.optional(), en: url.optional(), es: url.optional(), fr: url.optional() });
const toolTipLinkInput = z.object({ title: localizedText, link: localizedUrl });
/** A point section (intPointContent) whose link is http(s). */
const sectionInput = pointSection.extend({ link: url.optional() });
const ids = z.array(id).max(2000, INVALID);
const tagList = z.array(z.string().trim().min(1).max(100)).max(200, INVALID);

// ─── Guides ──────────────────────────────────────────────────────────────────────────────────

/** The address parts a guide requires (spec §5), each with its own '-empty' code. */
export const guideAddressInput = z.object(
  {
    zipCode: requiredText('zipCode-empty', 20),
    road: requiredText('road-empty'),
    number: requiredText('number-empty', 20),
    complement: optionalText(),
    neighborhood: requiredText('neighborhood-empty'),
    city: requiredText('city-empty'),
    state: requiredText('state-empty', 100),
  },
  { error: 'address-empty' },
);

/**
 * Creating a guide (spec §5): name (Portuguese) at least 10 characters and unique ignoring
 * accents, case and punctuation ('small-name', 'existing-name'), type, description, latitude,
 * longitude and the address parts. The initial point and maps are required to enable the guide
 * (a new guide has neither; it starts disabled): 'initialIntPoint-empty', 'maps-empty'.
 */
export const guideInput = z.object({
  name: z.object({
    pt: requiredText('name-empty').refine((value) => value.length >= MIN_GUIDE_NAME_LENGTH, { error: 'small-name' }),
    en: optionalText(),
    es: optionalText(),
    fr: optionalText(),
  }),
  type: z.enum(GUIDE_TYPES, { error: 'guideType-empty' }),
  description: longTexts({ pt: 'description-empty' }),
  latitude: typedDecimal('latitude-empty', 'coordinates-invalid', -90, 90),
  longitude: typedDecimal('longitude-empty', 'coordinates-invalid', -180, 180),
  address: guideAddressInput,
  image: mediaUrl.optional(),
  bannerUrl: mediaUrl.optional(),
  frontImages: z.array(mediaUrl).max(50, INVALID).default([]),
  barLogo: mediaUrl.optional(),
  toolBarLogo: mediaUrl.optional(),
  favIcon: mediaUrl.optional(),
  theme: guideTheme.default({}),
  topics: tagList.default([]),
  introMessage: longText.default({}),
  introAudio: localizedMedia.default({}),
  /** Who wrote each translated text (issue 16), by field: 'name', 'description', 'introMessage', … */
  translationFlags: translationFlags.default({}),
  signLanguageVideo: mediaUrl.optional(),
  aboutGuide: aboutGuide.optional(),
  tutorialImage: mediaUrl.optional(),
  toolTipLink: toolTipLinkInput.optional(),
  hideTutorialName: z.boolean().default(false),
  visit3dUrl: url.optional(),
  gamification: z.boolean().default(false),
  helpRequestsEnabled: z.boolean().default(false),
  mainGuideLink: optionalText(2048),
  /** A point of this guide; required to enable it. */
  initialPointId: id.optional(),
  /** Journey ids of this guide in display order. */
  journeyOrder: ids.default([]),
  sponsorIds: ids.default([]),
  socialNetIds: ids.default([]),
});
export type GuideInput = z.infer<typeof guideInput>;

/**
 * PATCH of a guide: any subset of the create fields (each present one validated as on create),
 * plus `enabled`. Enabling needs an initial point and at least one map. Optional fields are
 * cleared by sending null.
 */
export const guideUpdate = guideInput
  .extend({
    enabled: z.boolean(INVALID),
    image: mediaUrl.nullable(),
    bannerUrl: mediaUrl.nullable(),
    barLogo: mediaUrl.nullable(),
    toolBarLogo: mediaUrl.nullable(),
    favIcon: mediaUrl.nullable(),
    signLanguageVideo: mediaUrl.nullable(),
    aboutGuide: aboutGuide.nullable(),
    tutorialImage: mediaUrl.nullable(),
    toolTipLink: toolTipLinkInput.nullable(),
    visit3dUrl: url.nullable(),
    mainGuideLink: optionalText(2048).nullable(),
    initialPointId: id.nullable(),
    frontImages: z.array(mediaUrl).max(50, INVALID),
    theme: guideTheme,
    topics: tagList,
    introMessage: longText,
    introAudio: localizedMedia,
    translationFlags,
    hideTutorialName: z.boolean(),
    gamification: z.boolean(),
    helpRequestsEnabled: z.boolean(),
    journeyOrder: ids,
    sponsorIds: ids,
    socialNetIds: ids,
    version: baseVersion,
  })
  .partial();
export type GuideUpdate = z.infer<typeof guideUpdate>;

/** A guide as the panel reads it: the visitor shape, disabled or not (managers: their own endpoint). */
export const panelGuide = guide;
export type PanelGuide = z.infer<typeof panelGuide>;

/** One row of the panel's guide list, with the caller's roles on it. */
export const panelGuideSummary = guide
  .pick({ id: true, name: true, type: true, enabled: true, image: true, bannerUrl: true, address: true })
  .extend({
    /** The caller's guide roles here (empty for a global admin without a guide role). */
    roles: z.array(z.enum(GUIDE_ROLES)),
    /** What the caller may do on this guide (the server checks again on every request). */
    can: z.object({
      edit: z.boolean(),
      delete: z.boolean(),
      editContent: z.boolean(),
      manageManagers: z.boolean(),
      readAnalytics: z.boolean(),
    }),
  });
export type PanelGuideSummary = z.infer<typeof panelGuideSummary>;

// ─── Journeys ────────────────────────────────────────────────────────────────────────────────

/** Creating a journey (spec §5): name, English name, description, English description required. */
export const journeyInput = z.object({
  guideId: requiredId('guide-empty'),
  name: shortTexts({ pt: 'name-empty', en: 'nameInEnglish-empty' }),
  description: longTexts({ pt: 'description-empty', en: 'descriptionInEnglish-empty' }),
  /** Who wrote each translated text (issue 16): 'name', 'description'. */
  translationFlags: translationFlags.default({}),
  /** The spec's intListOrder: ids of this journey's points in visiting order. */
  pointOrder: ids.default([]),
  enabled: z.boolean().default(true),
  backgroundColor: hexColor.optional(),
  iaModel: iaModel.optional(),
});
export type JourneyInput = z.infer<typeof journeyInput>;

/**
 * PATCH of a journey. Changing `guideId` of a journey that has points answers
 * 'journey/change-guide-with-intPoint' (spec §8: move or delete the points first).
 */
export const journeyUpdate = journeyInput
  .extend({
    guideId: id,
    pointOrder: ids,
    translationFlags,
    enabled: z.boolean(),
    backgroundColor: hexColor.nullable(),
    iaModel: iaModel.nullable(),
    version: baseVersion,
  })
  .partial();
export type JourneyUpdate = z.infer<typeof journeyUpdate>;

// ─── Interaction points ──────────────────────────────────────────────────────────────────────

export const questionInput = z.object({
  statement: longText,
  options: z
    .array(z.object({ content: longText, feedback: longText.default({}) }))
    .min(2, INVALID)
    .max(20, INVALID),
  correctOptionIndex: z.number().int().min(0).optional(),
  file: mediaUrl.optional(),
});
/** The spec's questionAndAnswer: a quiz or poll with questions, options and feedback in four languages. */
export const questionnaireInput = z.object({
  enabled: z.boolean().default(true),
  type: z.enum(QUESTION_TYPES).default('Enquete'),
  open: z.boolean().default(false),
  content: longText.default({}),
  feedback: longText.default({}),
  questions: z.array(questionInput).max(100, INVALID),
});

/** A point's stop number: a whole number from 1 to 9999 ('stop-number-invalid'). */
const stopNumber = z
  .number({ error: 'stop-number-invalid' })
  .int({ error: 'stop-number-invalid' })
  .min(STOP_NUMBER_MIN, { error: 'stop-number-invalid' })
  .max(STOP_NUMBER_MAX, { error: 'stop-number-invalid' });

/** A technical sheet text: Portuguese (the source) required, the other languages optional, each at most `max` characters. */
const sheetText = (max: number) =>
  z.object({
    pt: z.string(INVALID).trim().min(1, INVALID).max(max, INVALID),
    en: z.string(INVALID).trim().max(max, INVALID).optional(),
    es: z.string(INVALID).trim().max(max, INVALID).optional(),
    fr: z.string(INVALID).trim().max(max, INVALID).optional(),
  });
/**
 * A point's technical sheet ("Ficha técnica", docs/product-decisions.md): at most 30 rows, each a
 * label (80 characters) and a value (500) per language, Portuguese required. Anything else answers
 * 'invalid-request' with the field, e.g. `technicalSheet.2.value.pt`.
 */
export const technicalSheetInput = z
  .array(
    z.object({ label: sheetText(TECHNICAL_SHEET_LABEL_MAX), value: sheetText(TECHNICAL_SHEET_VALUE_MAX) }, INVALID),
    INVALID,
  )
  .max(TECHNICAL_SHEET_MAX_ROWS, INVALID);

/**
 * Creating an interaction point (spec §5): name, description, guide and at least one journey
 * required ('name-empty', 'description-empty', 'guide-empty', 'journey-empty'). Journeys and the
 * map must belong to the guide. With `geolocation` the coordinates are required ('coordinates-empty').
 * Without `stopNumber` the point gets the guide's next free one; a number another point of the
 * guide has answers 'stop-number-taken' (409).
 */
export const pointInput = z.object({
  guideId: requiredId('guide-empty'),
  /** The journeys the point belongs to, main journey first (the spec's journey and journeys). */
  journeyIds: journeyIdList,
  name: shortTexts({ pt: 'name-empty' }),
  description: longTexts({ pt: 'description-empty' }),
  content: longText.default({}),
  contentPreview: longText.default({}),
  mapId: id.optional(),
  mapIcon: mediaUrl.optional(),
  mapIconSize: z.number().int().min(10).max(500).default(70),
  x: z.number().optional(),
  y: z.number().optional(),
  frontImage: mediaUrl.optional(),
  medias: z.array(media).max(100, INVALID).default([]),
  /** The spec's intPointContent sections. */
  sections: z.array(sectionInput).max(50, INVALID).default([]),
  audio: localizedMedia.default({}),
  audioTranscript: longText.default({}),
  translationFlags: translationFlags.default({}),
  /** One video per sign language (rules/content-format.ts); replaces `signLanguageVideo` (docs/panel-api.md). */
  signLanguageVideos: signLanguageVideos.default([]),
  /** Easy-read text (plain), its narration and the audio-description track, per language. */
  easyRead: longText.default({}),
  easyReadAudio: localizedMedia.default({}),
  audioDescription: localizedMedia.default({}),
  /** The technical sheet's rows, in order (label and value per language). */
  technicalSheet: technicalSheetInput.default([]),
  geolocation: z.boolean().default(false),
  /** The spec's crd. */
  coordinates: typedCoordinates.optional(),
  objectDetection: z.boolean().default(false),
  objectLabel: optionalText(),
  journeyRequired: z.boolean().default(false),
  qrRequired: z.boolean().default(false),
  qrNested: z.boolean().default(false),
  qrValidation: z.boolean().default(false),
  stopNumber: stopNumber.optional(),
  /** Its stop number unlocks it although it needs its QR code or the visitor on site. */
  opensByNumber: z.boolean().default(false),
  /** AR / VR / 360° material. */
  immersive: immersiveContent.default({}),
  keywords: tagList.default([]),
  tags: tagList.default([]),
  questionnaire: questionnaireInput.optional(),
  enabled: z.boolean().default(true),
});
export type PointInput = z.infer<typeof pointInput>;

/**
 * PATCH of a point. Changing `guideId` clears the journeys and the map unless the same request
 * gives new ones (journeys are required, so a guide change without them answers 'journey-empty').
 */
export const pointUpdate = pointInput
  .extend({
    journeyIds: journeyIdList,
    content: longText,
    contentPreview: longText,
    mapId: id.nullable(),
    mapIcon: mediaUrl.nullable(),
    mapIconSize: z.number().int().min(10).max(500),
    x: z.number().nullable(),
    y: z.number().nullable(),
    frontImage: mediaUrl.nullable(),
    medias: z.array(media).max(100, INVALID),
    sections: z.array(sectionInput).max(50, INVALID),
    audio: localizedMedia,
    audioTranscript: longText,
    translationFlags,
    signLanguageVideos,
    easyRead: longText,
    easyReadAudio: localizedMedia,
    audioDescription: localizedMedia,
    technicalSheet: technicalSheetInput,
    geolocation: z.boolean(),
    coordinates: typedCoordinates.nullable(),
    objectDetection: z.boolean(),
    objectLabel: optionalText().nullable(),
    journeyRequired: z.boolean(),
    qrRequired: z.boolean(),
    qrNested: z.boolean(),
    qrValidation: z.boolean(),
    stopNumber,
    opensByNumber: z.boolean(),
    immersive: immersiveContent,
    keywords: tagList,
    tags: tagList,
    questionnaire: questionnaireInput.nullable(),
    enabled: z.boolean(),
    version: baseVersion,
  })
  .partial();
export type PointUpdate = z.infer<typeof pointUpdate>;

// ─── Guide maps ──────────────────────────────────────────────────────────────────────────────

/** A floor plan (image url, optional pixel size) or a geographic map (centre and zoom). */
export const guideMapInput = z.object({
  name: shortTexts({ pt: 'name-empty' }),
  type: z.enum(MAP_TYPES, INVALID),
  fileUrl: mediaUrl.optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  center: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
  zoom: z.number().min(1).max(20).optional(),
  position: z.number().int().min(0).optional(),
});
export type GuideMapInput = z.infer<typeof guideMapInput>;
export const guideMapUpdate = guideMapInput
  .extend({
    fileUrl: mediaUrl.nullable(),
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
    center: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).nullable(),
    zoom: z.number().min(1).max(20).nullable(),
  })
  .partial();
export type GuideMapUpdate = z.infer<typeof guideMapUpdate>;

// ─── Sponsors and social networks ────────────────────────────────────────────────────────────

/** Spec §5: name, url and image required ('name-empty', 'url-empty', 'image-empty'). */
export const sponsorInput = z.object({
  name: requiredText('name-empty'),
  url: z.string({ error: 'url-empty' }).trim().min(1, { error: 'url-empty' }).pipe(url),
  image: requiredText('image-empty', 2048),
  enabled: z.boolean().default(true),
});
export type SponsorInput = z.infer<typeof sponsorInput>;
export const sponsorUpdate = sponsorInput.extend({ enabled: z.boolean(), version: baseVersion }).partial();
export type SponsorUpdate = z.infer<typeof sponsorUpdate>;

export const socialNetworkInput = sponsorInput.extend({ suffix: optionalText(100) });
export type SocialNetworkInput = z.infer<typeof socialNetworkInput>;
export const socialNetworkUpdate = socialNetworkInput
  .extend({ enabled: z.boolean(), suffix: optionalText(100).nullable(), version: baseVersion })
  .partial();
export type SocialNetworkUpdate = z.infer<typeof socialNetworkUpdate>;

/**
 * How a sponsor or social network of a guide is shared, in the panel's list: the other guides and
 * the road maps that also list it, and whether the person asking may change it (canChangePartner).
 */
export const partnerSharing = z.object({
  otherGuides: z.number().int(),
  roadMaps: z.number().int(),
  changeable: z.boolean(),
});
export type PartnerSharing = z.infer<typeof partnerSharing>;
export const panelSponsor = sponsor.extend({ sharing: partnerSharing });
export type PanelSponsor = z.infer<typeof panelSponsor>;
export const panelSocialNetwork = socialNetwork.extend({ sharing: partnerSharing });
export type PanelSocialNetwork = z.infer<typeof panelSocialNetwork>;

// ─── App properties ──────────────────────────────────────────────────────────────────────────

/** PATCH of the app properties (global admins): version, switches, tooltip texts, topics. */
export const appPropertiesUpdate = z
  .object({
    version: z
      .string({ error: 'version-empty' })
      .trim()
      .regex(/^\d+(\.\d+){0,3}$/, { error: 'version-empty' }),
    enabled: z.boolean(),
    onEvaluation: z.boolean(),
    tooltipTitle: localizedText,
    tooltipText: longText,
    tooltipImages: z.array(mediaUrl).max(20, INVALID),
    urlsPrefix: z.string().trim().max(2048, INVALID),
    topics: tagList,
    rawEventsRetentionMonths: z
      .number(INVALID)
      .int(INVALID)
      .min(MIN_RAW_EVENTS_RETENTION_MONTHS, INVALID)
      .max(MAX_RAW_EVENTS_RETENTION_MONTHS, INVALID),
  })
  .partial();
export type AppPropertiesUpdate = z.infer<typeof appPropertiesUpdate>;

// ─── Managers and global admins ──────────────────────────────────────────────────────────────

const email = z.string({ error: 'email-empty' }).trim().min(1, { error: 'email-empty' }).max(254, INVALID);

/** Adds (or changes the roles of) a guide manager by e-mail; an unknown e-mail answers 'permission/user-not-found'. */
export const managerInput = z.object({
  email,
  /** No default: a role is always chosen (an unnoticed default once gave an editor admin rights). */
  roles: z.array(z.enum(GUIDE_ROLES, INVALID), { error: 'roles-empty' }).min(1, { error: 'roles-empty' }),
  /** The language the sender's panel shows: the invitation's, when the recipient's profile has none. */
  language: z.enum(LANGUAGES, INVALID).optional(),
});
export type ManagerInput = z.infer<typeof managerInput>;

/**
 * `pending`: the account has not verified its e-mail yet, so the roles do not apply until it does
 * (answers only; never stored).
 */
export const guideManager = z.object({
  id,
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  pending: z.boolean().optional(),
});
export type GuideManagerEntry = z.infer<typeof guideManager>;

/** Makes a registered account a global panel admin (admins.manage). */
export const adminInput = z.object({ email, language: z.enum(LANGUAGES, INVALID).optional() });
export type AdminInput = z.infer<typeof adminInput>;
/** `pending`: not an admin until the account verifies its e-mail. */
export const panelAdmin = z.object({ id, email: z.string(), name: z.string(), pending: z.boolean().optional() });
export type PanelAdmin = z.infer<typeof panelAdmin>;

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────

/**
 * The spec's success confirmations (§8), one per editor action; every successful write answers
 * `{ confirmation, … }` and the web shows the toast for it.
 */
export const PANEL_CONFIRMATIONS = [
  'guide-added',
  'guide-saved',
  'guide-removed',
  'journey-added',
  'journey-saved',
  'journey-removed',
  'point-added',
  'point-saved',
  'point-removed',
  'map-added',
  'map-saved',
  'map-removed',
  'sponsor-added',
  'sponsor-saved',
  'sponsor-removed',
  'sponsor-copied',
  'social-network-added',
  'social-network-saved',
  'social-network-removed',
  'social-network-copied',
  'app-properties-saved',
  'manager-added',
  'manager-removed',
  'admin-added',
  'admin-removed',
  'instant-reward-saved',
  'instant-reward-removed',
  'emblem-saved',
  'emblem-removed',
  'instant-reward-collected',
  'prize-redeemed',
  'rating-removed',
  'prize-saved',
  'prize-removed',
  'prize-drawn',
  'road-map-added',
  'road-map-saved',
  'road-map-removed',
  'access-saved',
  'access-removed',
  // Corporate registry (issue 16).
  'users-disabled',
  'users-enabled',
  // Honest QR unlocks (issue 25).
  'unlock-codes-saved',
  // Backups (issue 27 item 6).
  'backup-started',
  // Drafts and publishing (issue 29).
  'guide-published',
  'publish-scheduled',
  'publish-schedule-cancelled',
  'change-discarded',
  'version-restored',
  // Guide archives (issue 29 item 5).
  'guide-imported',
] as const;
export type PanelConfirmation = (typeof PANEL_CONFIRMATIONS)[number];

export const panelGuideList = z.object({ guides: z.array(panelGuideSummary) });
export type PanelGuideList = z.infer<typeof panelGuideList>;
