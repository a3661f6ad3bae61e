/**
 * Prize-draw rewards (spec §3 Reward with sortedReward) and their draws (docs/panel-api.md,
 * docs/decisions/0015-prize-draws.md). Field failures answer the field's code: 'name-empty',
 * 'nameInEnglish-empty', 'description-empty', 'descriptionInEnglish-empty', 'journey-empty',
 * 'journeyRate-invalid', 'instantRewardRate-invalid', 'intPointsToWin-invalid', 'amount-invalid',
 * 'date-invalid', 'dates-reversed', 'intPointsSelected-empty' (unknown points: the server,
 * 'intPointsSelected-unknown').
 */
import { z } from 'zod';
import { id, isoDateTime } from './common.ts';
import { requiredText } from './panel.ts';

const INVALID = { error: 'invalid-request' } as const;
const optionalText = (max: number) => z.string(INVALID).trim().max(max, INVALID).optional();
const percent = (code: string) => z.number({ error: code }).min(0, { error: code }).max(100, { error: code });
const day = z.iso.date({ error: 'date-invalid' });

/** Journey model: completed the journey; points model: unlocked `intPointsToWin` of the selected points. */
export const REWARD_MODELS = ['journey', 'points'] as const;
export type RewardModel = (typeof REWARD_MODELS)[number];

/** The spec's defaults (§9): instantRewardRate 100, intPointsToWin 1, journeyRate 0, amount 0. */
export const REWARD_DEFAULTS = {
  journeyRate: 0,
  instantRewardRate: 100,
  intPointsToWin: 1,
  amount: 0,
  enable: true,
} as const;

/** Creating or replacing a prize-draw reward: the whole form each time. */
export const rewardInput = z
  .object({
    guideId: z.string({ error: 'guide-empty' }).trim().min(1, { error: 'guide-empty' }).pipe(id),
    name: z.object({
      pt: requiredText('name-empty'),
      en: requiredText('nameInEnglish-empty'),
      es: optionalText(300),
      fr: optionalText(300),
    }),
    description: z.object({
      pt: requiredText('description-empty', 5000),
      en: requiredText('descriptionInEnglish-empty', 5000),
      es: optionalText(5000),
      fr: optionalText(5000),
    }),
    model: z.enum(REWARD_MODELS, INVALID).default('journey'),
    journeyId: id.optional(),
    journeyRate: percent('journeyRate-invalid').default(REWARD_DEFAULTS.journeyRate),
    instantRewardRate: percent('instantRewardRate-invalid').default(REWARD_DEFAULTS.instantRewardRate),
    intPointsSelected: z.array(id, INVALID).max(500, INVALID).default([]),
    intPointsToWin: z
      .number({ error: 'intPointsToWin-invalid' })
      .int({ error: 'intPointsToWin-invalid' })
      .min(1, { error: 'intPointsToWin-invalid' })
      .max(500, { error: 'intPointsToWin-invalid' })
      .default(REWARD_DEFAULTS.intPointsToWin),
    /** What the prize is worth; money keeps 2 decimals (spec §9). */
    amount: z
      .number({ error: 'amount-invalid' })
      .min(0, { error: 'amount-invalid' })
      .max(1_000_000_000, { error: 'amount-invalid' })
      .default(REWARD_DEFAULTS.amount)
      .transform((value) => Math.round(value * 100) / 100),
    type: optionalText(100),
    enable: z.boolean(INVALID).default(REWARD_DEFAULTS.enable),
    startDate: day.optional(),
    finalDate: day.optional(),
  })
  .superRefine((input, context) => {
    if (input.model === 'journey' && !input.journeyId)
      context.addIssue({ code: 'custom', path: ['journeyId'], message: 'journey-empty' });
    if (input.model === 'points') {
      if (input.intPointsSelected.length === 0)
        context.addIssue({ code: 'custom', path: ['intPointsSelected'], message: 'intPointsSelected-empty' });
      else if (input.intPointsToWin > input.intPointsSelected.length)
        context.addIssue({ code: 'custom', path: ['intPointsToWin'], message: 'intPointsToWin-invalid' });
    }
    if (input.startDate && input.finalDate && input.finalDate < input.startDate)
      context.addIssue({ code: 'custom', path: ['finalDate'], message: 'dates-reversed' });
  });
export type RewardInput = z.input<typeof rewardInput>;
export type RewardValues = z.output<typeof rewardInput>;

export interface DrawPerson {
  id: string;
  name: string;
  email: string | null;
}

export interface PanelReward extends Omit<RewardValues, 'type' | 'journeyId' | 'startDate' | 'finalDate'> {
  id: string;
  type: string | null;
  journeyId: string | null;
  startDate: string | null;
  finalDate: string | null;
  /** The current winner (the latest draw's), null before a draw. */
  winner: DrawPerson | null;
  createdAt: string;
}

/** Running a draw: a first draw sends nothing; a re-draw (winner unreachable) says why. */
export const drawInput = z.object({
  redraw: z.boolean(INVALID).default(false),
  reason: z.string({ error: 'reason-empty' }).trim().max(500, INVALID).optional(),
});
export type DrawInput = z.input<typeof drawInput>;

/** One draw of the history: everything needed to recompute its winner. */
export const prizeDraw = z.object({
  id,
  rewardId: id,
  seed: z.string(),
  /** Hex SHA-256 of the canonical eligible list. */
  listHash: z.string(),
  /** The frozen eligible list (user ids), canonical order. */
  eligibleIds: z.array(z.string()),
  winnerIndex: z.number(),
  winner: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  /** The draw this one replaces, and why. */
  redrawOf: z.string().nullable(),
  reason: z.string().nullable(),
  drawnBy: z.object({ id: z.string(), name: z.string() }),
  /** Whether the winner's e-mail was handed to the mail server. */
  mailed: z.boolean(),
  createdAt: isoDateTime,
});
export type PrizeDraw = z.infer<typeof prizeDraw>;
