import { randomBytes, randomUUID } from 'node:crypto';
import {
  type Actor,
  canonicalDrawList,
  type DrawInput,
  drawListHash,
  howToCollectOf,
  type PanelReward,
  type PrizeDraw,
  pickDrawWinner,
  type RewardValues,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import { checkRewardReferences } from '../engagement/index.ts';
import type { Mailer } from '../mail/index.ts';
import { prizeWonMail, winnerLocale } from './prize-draw-mail.ts';
import {
  type DrawRow,
  deleteReward,
  findActorName,
  findEligibleUserIds,
  findGuideName,
  findPublishedReward,
  findReward,
  findWinnerProfile,
  insertDraw,
  insertReward,
  listDraws,
  listRewards,
  markDrawMailed,
  type RewardRow,
  updateReward,
  withRewardLocked,
} from './prize-draws.repository.ts';

function toReward(row: RewardRow): PanelReward {
  return {
    id: row.id,
    guideId: row.guide_id,
    name: row.name as PanelReward['name'],
    description: row.description as PanelReward['description'],
    model: row.point_model ? 'points' : 'journey',
    journeyId: row.journey_id,
    journeyRate: row.journey_rate,
    instantRewardRate: row.instant_reward_rate,
    intPointsSelected: row.point_ids_selected,
    intPointsToWin: row.points_to_win,
    amount: Number(row.amount),
    howToCollect: howToCollectOf(row.type, row.how_to_collect),
    type: row.type,
    enable: row.enabled,
    startDate: row.start_date,
    finalDate: row.final_date,
    winner: row.winner ? { id: row.winner.id, name: row.winner.name ?? '', email: row.winner.email ?? null } : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toDraw(row: DrawRow): PrizeDraw {
  return {
    id: row.id,
    rewardId: row.reward_id ?? '',
    seed: row.seed ?? '',
    listHash: row.list_hash ?? '',
    eligibleIds: row.entries,
    winnerIndex: row.winner_index ?? -1,
    winner: row.winner ?? { id: '', name: '', email: null },
    redrawOf: row.redraw_of,
    reason: row.reason,
    drawnBy: row.drawn_by ?? { id: '', name: '' },
    mailed: row.mailed,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listRewardsForPanel(db: Db, guideId: string): Promise<PanelReward[]> {
  return (await listRewards(db, guideId)).map(toReward);
}

export async function requireReward(db: Db, rewardId: string): Promise<PanelReward> {
  const row = await findReward(db, rewardId);
  if (!row) throw new AppError('reward/not-found');
  return toReward(row);
}

/** The guide's and journey's names, after checking the journey and the points belong to the guide. */
async function checkReferences(db: Db, values: RewardValues) {
  const guide = await findGuideName(db, values.guideId);
  if (guide === undefined) throw new AppError('guide-empty', { field: 'guideId' });
  // Only the model's side is kept (the repository stores the other as empty), so only it is checked.
  const journey = await checkRewardReferences(db, values.guideId, {
    journeyId: values.model === 'journey' ? values.journeyId : null,
    pointIds: values.model === 'points' ? values.intPointsSelected : [],
    pointsField: 'intPointsSelected',
  });
  return { guide, journey };
}

export async function createReward(db: Db, values: RewardValues): Promise<PanelReward> {
  const names = await checkReferences(db, values);
  const id = randomUUID();
  await insertReward(db, id, values, names);
  return requireReward(db, id);
}

export async function replaceReward(db: Db, rewardId: string, values: RewardValues): Promise<PanelReward> {
  const names = await checkReferences(db, values);
  await updateReward(db, rewardId, values, names);
  return requireReward(db, rewardId);
}

export async function removeReward(db: Db, rewardId: string): Promise<void> {
  await deleteReward(db, rewardId);
}

export async function drawHistory(db: Db, rewardId: string): Promise<PrizeDraw[]> {
  return (await listDraws(db, rewardId)).map(toDraw);
}

/** UTC bounds of the reward's dates: from its first day, until the day after its last. */
function dateBounds(reward: { startDate: string | null; finalDate: string | null }): {
  from: string | null;
  until: string | null;
} {
  const from = reward.startDate ? `${reward.startDate}T00:00:00.000Z` : null;
  if (!reward.finalDate) return { from, until: null };
  const until = new Date(`${reward.finalDate}T00:00:00.000Z`);
  until.setUTCDate(until.getUTCDate() + 1);
  return { from, until: until.toISOString() };
}

export interface DrawDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
}

/**
 * Runs a draw (docs/decisions/0015-prize-draws.md): freezes the eligible list, hashes it, records
 * a fresh seed and the winner pickDrawWinner gives, then e-mails the winner. A re-draw (the winner
 * could not be reached) needs a reason and leaves out everyone who won this reward before.
 * Visitors took part under the reward's published rule (migration 0051), so the draw follows it,
 * not the draft's: a reward never published cannot be drawn ('draw/not-published'). The e-mail
 * names the prize as published.
 */
export async function runDraw(deps: DrawDeps, actor: Actor, reward: PanelReward, input: DrawInput) {
  const { db } = deps;
  const reason = input.reason?.trim() || null;
  const drawnBy = { id: actor.userId, name: await findActorName(db, actor.userId) };
  const draw = await withRewardLocked(db, reward.id, async (trx, earlier) => {
    const previous = earlier[0];
    if (!input.redraw && previous) throw new AppError('draw/already-drawn');
    if (input.redraw && !previous) throw new AppError('draw/not-drawn');
    if (input.redraw && !reason) throw new AppError('reason-empty', { field: 'reason' });
    const rule = await findPublishedReward(trx, reward.id);
    if (!rule) throw new AppError('draw/not-published');
    const earlierWinners = new Set(earlier.map((row) => row.winner?.id));
    const eligible = (
      await findEligibleUserIds(trx, {
        model: rule.pointModel ? 'points' : 'journey',
        journeyId: rule.journeyId,
        pointIds: rule.pointIdsSelected,
        pointsToWin: rule.pointsToWin,
        ...dateBounds(rule),
      })
    ).filter((id) => !earlierWinners.has(id));
    const seed = randomBytes(32).toString('hex');
    const pick = pickDrawWinner(seed, eligible);
    if (!pick) throw new AppError('draw/no-eligible');
    const profile = await findWinnerProfile(trx, pick.winnerId);
    const winner = {
      id: pick.winnerId,
      name: profile?.name ?? '',
      email: profile?.email ?? profile?.authEmail ?? null,
    };
    const row = {
      id: randomUUID(),
      rewardId: reward.id,
      guideId: reward.guideId,
      entries: canonicalDrawList(eligible),
      seed,
      listHash: drawListHash(eligible),
      winnerIndex: pick.index,
      winner,
      redrawOf: input.redraw ? (previous?.id ?? null) : null,
      reason: input.redraw ? reason : null,
      drawnBy,
      createdAt: new Date().toISOString(),
    };
    await insertDraw(trx, row);
    const prize = {
      name: rule.name as PanelReward['name'],
      description: rule.description as PanelReward['description'],
    };
    return { ...row, idiom: profile?.idiom, prize };
  });
  const mailed = await mailWinner(deps, { ...reward, ...draw.prize }, draw);
  const stored = (await listDraws(db, reward.id)).find((row) => row.id === draw.id);
  if (!stored) throw new AppError('internal');
  return { ...toDraw(stored), mailed };
}

async function mailWinner(
  deps: DrawDeps,
  reward: PanelReward,
  draw: { id: string; winner: { name: string; email: string | null }; idiom: string | undefined },
): Promise<boolean> {
  if (!draw.winner.email) return false;
  try {
    const guideName = (await findGuideName(deps.db, reward.guideId)) ?? '';
    await deps.mailer.send(
      prizeWonMail(winnerLocale(draw.idiom), {
        to: draw.winner.email,
        name: draw.winner.name,
        prize: reward.name,
        description: reward.description,
        guideName,
        drawId: draw.id,
      }),
    );
    await markDrawMailed(deps.db, draw.id);
    return true;
  } catch (error) {
    // The draw stands; the history shows the e-mail as not sent and the manager can reach the winner.
    deps.logger.error({ err: error, drawId: draw.id }, 'prize draw: winner e-mail failed');
    return false;
  }
}
