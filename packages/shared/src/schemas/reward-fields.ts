/**
 * The fields a prize-draw reward and an instant reward share (spec §3: "Instant reward has the same
 * shape"), with ONE set of field codes: 'name-empty', 'nameInEnglish-empty', 'description-empty',
 * 'descriptionInEnglish-empty', 'journey-empty', 'journeyRate-out-of-range',
 * 'instantRewardRate-out-of-range', 'intPointsSelected-empty', 'intPointsToWin-invalid',
 * 'amount-negative', 'amount-decimals', 'startDate-invalid', 'finalDate-invalid',
 * 'finalDate-before-startDate'. Points of another guide answer 'intPointsSelected-unknown' (server).
 */
import { z } from 'zod';
import {
  DEFAULT_INSTANT_REWARD_RATE,
  DEFAULT_JOURNEY_RATE,
  DEFAULT_POINTS_TO_WIN,
  DEFAULT_REWARD_AMOUNT,
  INSTANT_REWARD_MODELS,
} from '../constants.ts';
import type { LocalizedText } from '../localized-text.ts';
import { id } from './common.ts';
import { longTexts, shortTexts } from './panel.ts';

const INVALID = { error: 'invalid-request' } as const;

/** Journey model: reached `journeyRate` of the journey; points model: unlocked `intPointsToWin` of the chosen points. */
export const REWARD_MODELS = INSTANT_REWARD_MODELS;
export type RewardModel = (typeof REWARD_MODELS)[number];

/** The spec's defaults (§9): instantRewardRate 100, intPointsToWin 1, journeyRate 0, amount 0. */
export const REWARD_DEFAULTS = {
  journeyRate: DEFAULT_JOURNEY_RATE,
  instantRewardRate: DEFAULT_INSTANT_REWARD_RATE,
  intPointsToWin: DEFAULT_POINTS_TO_WIN,
  amount: DEFAULT_REWARD_AMOUNT,
  enable: true,
} as const;

/** A percent 0..100 whose breach answers `code`. */
const percent = (code: string, fallback: number) =>
  z.number({ error: code }).min(0, { error: code }).max(100, { error: code }).default(fallback);

/** A calendar day 'YYYY-MM-DD' that exists, or null (open); else `code`. */
const day = (code: string) => z.iso.date({ error: code }).nullable().default(null);

const MAX_POINTS = 2000;

/**
 * The shared field schemas. The two features still name three fields differently on the wire
 * (prize draws: intPointsSelected, intPointsToWin, enable; instant rewards: pointIdsSelected,
 * pointsToWin, enabled), so each schema spreads these under its own keys.
 */
export const rewardFields = {
  name: shortTexts({ pt: 'name-empty', en: 'nameInEnglish-empty' }),
  description: longTexts({ pt: 'description-empty', en: 'descriptionInEnglish-empty' }),
  model: z.enum(REWARD_MODELS, INVALID).default('journey'),
  journeyId: id.nullable().default(null),
  journeyRate: percent('journeyRate-out-of-range', REWARD_DEFAULTS.journeyRate),
  instantRewardRate: percent('instantRewardRate-out-of-range', REWARD_DEFAULTS.instantRewardRate),
  pointsSelected: z.array(id, INVALID).max(MAX_POINTS, INVALID).default([]),
  pointsToWin: z
    .number({ error: 'intPointsToWin-invalid' })
    .int({ error: 'intPointsToWin-invalid' })
    .min(1, { error: 'intPointsToWin-invalid' })
    .max(MAX_POINTS, { error: 'intPointsToWin-invalid' })
    .default(REWARD_DEFAULTS.intPointsToWin),
  /** What the prize is worth; money keeps 2 decimals (spec §9). */
  amount: z
    .number({ error: 'amount-negative' })
    .min(0, { error: 'amount-negative' })
    .max(99_999_999, INVALID)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: 'amount-decimals' })
    .default(REWARD_DEFAULTS.amount),
  /**
   * How to collect it, shown to the winner in their language (optional; issue 26 item 15). Absent
   * from clients older than the field, which send only `type`.
   */
  howToCollect: shortTexts({}).optional(),
  /** The Portuguese `howToCollect`, the spec's plain `type`: what clients older than `howToCollect` send and read. */
  type: z.string(INVALID).trim().max(300, INVALID).nullable().default(null),
  enable: z.boolean(INVALID).default(REWARD_DEFAULTS.enable),
  startDate: day('startDate-invalid'),
  finalDate: day('finalDate-invalid'),
};

/**
 * The columns a saved reward's "how to collect it" writes: `type` is always its Portuguese text (the
 * spec's field, which older releases read and write); `how_to_collect` its four languages, left as
 * they are when an older client sent only `type`.
 */
export function collectTextsOf(reward: { type: string | null; howToCollect?: LocalizedText | undefined }): {
  type: string | null;
  howToCollect?: LocalizedText;
} {
  if (!reward.howToCollect) return { type: reward.type };
  const texts = Object.fromEntries(Object.entries(reward.howToCollect).filter(([, text]) => text)) as LocalizedText;
  return { type: texts.pt ?? null, howToCollect: texts };
}

/** A saved reward's "how to collect it": the `type` column is its Portuguese text (see collectTextsOf). */
export function howToCollectOf(type: string | null, stored: LocalizedText | null): LocalizedText {
  const { pt: _stale, ...others } = stored ?? {};
  return type ? { pt: type, ...others } : others;
}

/** The cross-field rules both rewards follow, reported on the field the panel shows them under. */
export function checkRewardRules(
  reward: {
    model: RewardModel;
    journeyId: string | null;
    startDate: string | null;
    finalDate: string | null;
    pointsSelected: readonly string[];
    pointsToWin: number;
  },
  context: z.RefinementCtx,
  keys: { pointsSelected: string; pointsToWin: string },
): void {
  if (reward.startDate && reward.finalDate && reward.finalDate < reward.startDate)
    context.addIssue({ code: 'custom', path: ['finalDate'], message: 'finalDate-before-startDate' });
  if (reward.model === 'journey' && !reward.journeyId)
    context.addIssue({ code: 'custom', path: ['journeyId'], message: 'journey-empty' });
  if (reward.model !== 'points') return;
  if (reward.pointsSelected.length === 0)
    context.addIssue({ code: 'custom', path: [keys.pointsSelected], message: 'intPointsSelected-empty' });
  else if (reward.pointsToWin > new Set(reward.pointsSelected).size)
    context.addIssue({ code: 'custom', path: [keys.pointsToWin], message: 'intPointsToWin-invalid' });
}
