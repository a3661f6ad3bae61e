import { randomUUID } from 'node:crypto';
import {
  type EmblemInput,
  type InstantRewardInput,
  localize,
  normalizeRedeemCode,
  type PanelEmblem,
  type PanelInstantReward,
  type PrizeRedemption,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { removeInstantRewardsFromDraft } from '../guide-documents/index.ts';
import {
  deleteEmblem,
  findEmblem,
  findGuideName,
  findInstantReward,
  findJourneyOfGuide,
  findRedemption,
  insertEmblem,
  insertInstantReward,
  redeemOnce,
  setCollected,
  unknownPointIds,
  updateEmblem,
  updateInstantReward,
} from './panel-engagement.repository.ts';

export async function requireInstantReward(db: Db, id: string): Promise<PanelInstantReward> {
  const reward = await findInstantReward(db, id);
  if (!reward) throw new AppError('instant-reward/not-found');
  return reward;
}

export async function requireEmblem(db: Db, id: string): Promise<PanelEmblem> {
  const emblem = await findEmblem(db, id);
  if (!emblem) throw new AppError('emblem/not-found');
  return emblem;
}

/**
 * What both reward editors check against the database (prize draws use it too): the journey must
 * be the guide's ('journey-empty'), every chosen point too ('intPointsSelected-unknown', reported
 * under `pointsField`). Answers the journey's Portuguese name, kept with the reward.
 */
export async function checkRewardReferences(
  db: Db,
  guideId: string,
  chosen: { journeyId: string | null; pointIds: readonly string[]; pointsField: string },
): Promise<string | null> {
  let journeyName: string | null = null;
  if (chosen.journeyId) {
    const journey = await findJourneyOfGuide(db, guideId, chosen.journeyId);
    if (!journey) throw new AppError('journey-empty', { field: 'journeyId' });
    journeyName = localize(journey.name, 'pt');
  }
  if ((await unknownPointIds(db, guideId, [...new Set(chosen.pointIds)])).length > 0) {
    throw new AppError('intPointsSelected-unknown', { field: chosen.pointsField });
  }
  return journeyName;
}

const checkReferences = (db: Db, guideId: string, input: InstantRewardInput) =>
  checkRewardReferences(db, guideId, {
    journeyId: input.journeyId,
    pointIds: input.pointIdsSelected,
    pointsField: 'pointIdsSelected',
  });

export async function createInstantReward(db: Db, guideId: string, input: InstantRewardInput) {
  const guide = await findGuideName(db, guideId);
  if (!guide) throw new AppError('guide/not-found');
  const journeyName = await checkReferences(db, guideId, input);
  const id = randomUUID();
  await insertInstantReward(db, { id, guideId, guideName: localize(guide.name, 'pt'), journeyName, input });
  return requireInstantReward(db, id);
}

export async function saveInstantReward(db: Db, current: PanelInstantReward, input: InstantRewardInput) {
  const journeyName = await checkReferences(db, current.guideId, input);
  await updateInstantReward(db, current.id, input, journeyName);
  return requireInstantReward(db, current.id);
}

/** Out of the draft; visitors keep winning it under the published rule until the publish (guide-documents). */
export async function removeInstantReward(db: Db, id: string) {
  await removeInstantRewardsFromDraft(db, [id]);
}

export async function markCollected(db: Db, reward: PanelInstantReward, collected: boolean) {
  if (!reward.winner) throw new AppError('instant-reward/no-winner');
  await setCollected(db, reward.id, collected);
  return requireInstantReward(db, reward.id);
}

/** The win of this guide whose code staff typed; 'redeem-code/unknown' when there is none. */
export async function checkRedeemCode(db: Db, guideId: string, typed: string): Promise<PrizeRedemption> {
  const found = await findRedemption(db, guideId, normalizeRedeemCode(typed));
  if (!found) throw new AppError('redeem-code/unknown');
  return found;
}

/** Redeems a code once: a second redemption (or a concurrent one that lost) is 'redeem-code/already-used'. */
export async function redeemCode(db: Db, guideId: string, typed: string): Promise<PrizeRedemption> {
  const code = normalizeRedeemCode(typed);
  const redeemed = await redeemOnce(db, guideId, code);
  if (redeemed) return redeemed;
  await checkRedeemCode(db, guideId, code);
  throw new AppError('redeem-code/already-used');
}

async function checkEmblemJourney(db: Db, guideId: string, input: EmblemInput) {
  if (!(await findJourneyOfGuide(db, guideId, input.journeyId))) {
    throw new AppError('journey-empty', { field: 'journeyId' });
  }
}

export async function createEmblem(db: Db, guideId: string, input: EmblemInput) {
  if (!(await findGuideName(db, guideId))) throw new AppError('guide/not-found');
  await checkEmblemJourney(db, guideId, input);
  const id = randomUUID();
  await insertEmblem(db, id, guideId, input);
  return requireEmblem(db, id);
}

export async function saveEmblem(db: Db, current: PanelEmblem, input: EmblemInput) {
  await checkEmblemJourney(db, current.guideId, input);
  await updateEmblem(db, current.id, input);
  return requireEmblem(db, current.id);
}

export async function removeEmblem(db: Db, id: string) {
  await deleteEmblem(db, id);
}
