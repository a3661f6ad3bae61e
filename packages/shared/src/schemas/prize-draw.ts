/**
 * Prize-draw rewards (spec §3 Reward with sortedReward) and their draws (docs/panel-api.md,
 * docs/decisions/0015-prize-draws.md). The reward's fields and their codes are the ones instant
 * rewards use (reward-fields.ts); a missing or foreign guide answers 'guide-empty'.
 */
import { z } from 'zod';
import type { LocalizedText } from '../localized-text.ts';
import { id, isoDateTime } from './common.ts';
import { checkRewardRules, rewardFields } from './reward-fields.ts';

const INVALID = { error: 'invalid-request' } as const;

/** Creating or replacing a prize-draw reward: the whole form each time. */
export const rewardInput = z
  .object({
    guideId: z.string({ error: 'guide-empty' }).trim().min(1, { error: 'guide-empty' }).pipe(id),
    name: rewardFields.name,
    description: rewardFields.description,
    model: rewardFields.model,
    journeyId: rewardFields.journeyId,
    journeyRate: rewardFields.journeyRate,
    instantRewardRate: rewardFields.instantRewardRate,
    intPointsSelected: rewardFields.pointsSelected,
    intPointsToWin: rewardFields.pointsToWin,
    amount: rewardFields.amount,
    howToCollect: rewardFields.howToCollect,
    type: rewardFields.type,
    enable: rewardFields.enable,
    startDate: rewardFields.startDate,
    finalDate: rewardFields.finalDate,
  })
  .superRefine((input, context) =>
    checkRewardRules(
      { ...input, pointsSelected: input.intPointsSelected, pointsToWin: input.intPointsToWin },
      context,
      { pointsSelected: 'intPointsSelected', pointsToWin: 'intPointsToWin' },
    ),
  );
export type RewardInput = z.input<typeof rewardInput>;
export type RewardValues = z.output<typeof rewardInput>;

export interface DrawPerson {
  id: string;
  name: string;
  email: string | null;
}

export interface PanelReward extends Omit<RewardValues, 'howToCollect'> {
  id: string;
  /** How to collect it, four languages; `type` is its Portuguese text. */
  howToCollect: LocalizedText;
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
