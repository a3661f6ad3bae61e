/**
 * Emblems and instant rewards (spec §3, §4, §5, §9): the panel's inputs, the visitor's view and
 * what an interaction answers about them. Field failures carry the field's code as their message
 * (docs/panel-api.md).
 */
import { z } from 'zod';
import { DEFAULT_EMBLEM_JOURNEY_PROGRESS, INSTANT_REWARD_MODELS } from '../constants.ts';
import { localizedText } from '../localized-text.ts';
import { id, isoDateTime, mediaUrl } from './common.ts';
import { requiredText } from './panel.ts';
import { checkRewardRules, rewardFields } from './reward-fields.ts';

const INVALID = { error: 'invalid-request' } as const;

/** A percent 0..100 whose breach answers `code`. */
const percent = (code: string, fallback: number) =>
  z.number({ error: code }).min(0, { error: code }).max(100, { error: code }).default(fallback);

/**
 * An instant reward as the panel saves it (POST and PATCH send the whole reward): the fields and
 * codes every reward shares (reward-fields.ts) under this API's names for three of them.
 */
export const instantRewardInput = z
  .object({
    name: rewardFields.name,
    description: rewardFields.description,
    model: rewardFields.model,
    journeyId: rewardFields.journeyId,
    journeyRate: rewardFields.journeyRate,
    instantRewardRate: rewardFields.instantRewardRate,
    pointIdsSelected: rewardFields.pointsSelected,
    pointsToWin: rewardFields.pointsToWin,
    amount: rewardFields.amount,
    howToCollect: rewardFields.howToCollect,
    type: rewardFields.type,
    enabled: rewardFields.enable,
    startDate: rewardFields.startDate,
    finalDate: rewardFields.finalDate,
  })
  .superRefine((reward, ctx) =>
    checkRewardRules({ ...reward, pointsSelected: reward.pointIdsSelected }, ctx, {
      pointsSelected: 'pointIdsSelected',
      pointsToWin: 'pointsToWin',
    }),
  );
export type InstantRewardInput = z.infer<typeof instantRewardInput>;

/** Who won an instant reward, when, and whether it was handed over. */
export const instantRewardWinner = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  wonAt: isoDateTime,
  collectedAt: isoDateTime.nullable(),
  /** The code the winner shows at the desk (rules/redeem-code.ts); null for a win it was not given to. */
  redeemCode: z.string().nullable(),
});
export type InstantRewardWinner = z.infer<typeof instantRewardWinner>;

/** An instant reward as the panel reads it. */
export const panelInstantReward = z.object({
  id: z.string(),
  guideId: z.string(),
  name: localizedText,
  description: localizedText,
  model: z.enum(INSTANT_REWARD_MODELS),
  journeyId: z.string().nullable(),
  journeyRate: z.number(),
  instantRewardRate: z.number(),
  pointIdsSelected: z.array(z.string()),
  pointsToWin: z.number(),
  amount: z.number(),
  /** How to collect it, four languages (issue 26 item 15); `type` is its Portuguese text, for older clients. */
  howToCollect: localizedText,
  type: z.string().nullable(),
  enabled: z.boolean(),
  startDate: z.string().nullable(),
  finalDate: z.string().nullable(),
  winner: instantRewardWinner.nullable(),
  createdAt: isoDateTime,
});
export type PanelInstantReward = z.infer<typeof panelInstantReward>;

/** POST /api/panel/instant-rewards/:id/collected: the prize was handed over (or not after all). */
export const collectedInput = z.object({ collected: z.boolean(INVALID) });

/** /api/panel/guides/:guideId/redeem-codes/:code: the code as staff typed it (dash, spaces, any case). */
export const redeemCodeParam = z.object({
  guideId: id,
  code: z.string(INVALID).trim().min(1, INVALID).max(40, INVALID),
});

/** A won prize found by its code: 'valid' until redeemed once, then 'redeemed' (when, in redeemedAt). */
export const prizeRedemption = z.object({
  code: z.string(),
  status: z.enum(['valid', 'redeemed']),
  rewardId: z.string(),
  rewardName: localizedText,
  winnerName: z.string().nullable(),
  wonAt: isoDateTime,
  redeemedAt: isoDateTime.nullable(),
});
export type PrizeRedemption = z.infer<typeof prizeRedemption>;
export type CollectedInput = z.infer<typeof collectedInput>;

/** An emblem as the panel saves it: name (Portuguese) required, a journey and a threshold. */
export const emblemInput = z.object({
  name: z.object({
    pt: requiredText('name-empty'),
    en: z.string(INVALID).trim().max(300, INVALID).optional(),
    es: z.string(INVALID).trim().max(300, INVALID).optional(),
    fr: z.string(INVALID).trim().max(300, INVALID).optional(),
  }),
  journeyId: z.string({ error: 'journey-empty' }).trim().min(1, { error: 'journey-empty' }).pipe(id),
  journeyProgress: percent('journeyProgress-out-of-range', DEFAULT_EMBLEM_JOURNEY_PROGRESS),
  image: mediaUrl.nullable().default(null),
  enabled: z.boolean(INVALID).default(true),
});
export type EmblemInput = z.infer<typeof emblemInput>;

export const panelEmblem = z.object({
  id: z.string(),
  guideId: z.string(),
  name: localizedText,
  journeyId: z.string().nullable(),
  journeyProgress: z.number(),
  image: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: isoDateTime,
});
export type PanelEmblem = z.infer<typeof panelEmblem>;

// ─── The visitor's side ──────────────────────────────────────────────────────────────────────

/** An emblem on the guide page or /perfil: earned, or locked with the points still missing. */
export const visitorEmblem = z.object({
  id: z.string(),
  guideId: z.string(),
  journeyId: z.string().nullable(),
  name: localizedText,
  image: z.string().nullable(),
  journeyProgress: z.number(),
  earnedAt: isoDateTime.nullable(),
  /** Required points of the journey still to unlock (0 once earned). */
  missingPoints: z.number().int().min(0),
});
export type VisitorEmblem = z.infer<typeof visitorEmblem>;

/** An instant reward as visitors see it: its rules, never who won it. */
export const visitorInstantReward = z.object({
  id: z.string(),
  guideId: z.string(),
  name: localizedText,
  description: localizedText,
  model: z.enum(INSTANT_REWARD_MODELS),
  journeyId: z.string().nullable(),
  journeyRate: z.number(),
  instantRewardRate: z.number(),
  pointIdsSelected: z.array(z.string()),
  pointsToWin: z.number(),
  amount: z.number(),
  /** How to collect it, in each language (shown localized); `type` is its Portuguese text, for older clients. */
  howToCollect: localizedText,
  type: z.string().nullable(),
  startDate: z.string().nullable(),
  finalDate: z.string().nullable(),
});
export type VisitorInstantReward = z.infer<typeof visitorInstantReward>;

export const wonInstantReward = z.object({
  reward: visitorInstantReward,
  wonAt: isoDateTime,
  collectedAt: isoDateTime.nullable(),
  /** What the winner shows at the desk, where staff redeem it once in the panel. */
  redeemCode: z.string().nullable(),
});
export type WonInstantReward = z.infer<typeof wonInstantReward>;

/** GET /api/engagement: emblems and instant rewards of a guide (or of the guides visited). */
export const engagementView = z.object({
  /** False for no session or an anonymous one: emblems are kept and rewards won only once registered. */
  registered: z.boolean(),
  emblems: z.array(visitorEmblem),
  /** Rewards that can still be won (enabled, in their dates, nobody won them). */
  available: z.array(visitorInstantReward),
  won: z.array(wonInstantReward),
});
export type EngagementView = z.infer<typeof engagementView>;

export const engagementQuery = z.object({ guideId: id.optional() });

/** What an interaction earned, answered with it so the web app celebrates at once. */
export const interactionEarnings = z.object({
  emblems: z.array(visitorEmblem),
  instantReward: wonInstantReward.nullable(),
  /** Anonymous visitors play for nothing: true when this unlock would have drawn a reward. */
  rewardNeedsRegistration: z.boolean(),
});
export type InteractionEarnings = z.infer<typeof interactionEarnings>;
