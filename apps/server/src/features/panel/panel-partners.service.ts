import { randomUUID } from 'node:crypto';
import {
  orderByIds,
  type SocialNetwork,
  type SocialNetworkInput,
  type SocialNetworkUpdate,
  type Sponsor,
  type SponsorInput,
  type SponsorUpdate,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { listSocialNetworksByIds, saveSocialNetwork } from '../social-networks/index.ts';
import { listSponsorsByIds, saveSponsor } from '../sponsors/index.ts';
import { attachPartner, deletePartnerIfUnused, detachPartner, type PartnerKind } from './panel.repository.ts';
import { requireGuide } from './panel-guides.service.ts';

/**
 * Sponsors and social networks of a guide (the guide's sponsorIds / socialNetIds): created through
 * a guide and attached to it, edited and removed through a guide that lists them.
 */
interface PartnerStore<T> {
  kind: PartnerKind;
  notFound: 'sponsor/not-found' | 'social-network/not-found';
  idsOf(guide: { sponsorIds: string[]; socialNetIds: string[] }): string[];
  list(db: Db, ids: readonly string[]): Promise<T[]>;
  save(db: Db, value: T): Promise<void>;
}

const sponsors: PartnerStore<Sponsor> = {
  kind: 'sponsor',
  notFound: 'sponsor/not-found',
  idsOf: (guide) => guide.sponsorIds,
  list: listSponsorsByIds,
  save: saveSponsor,
};

const socialNetworks: PartnerStore<SocialNetwork> = {
  kind: 'socialNetwork',
  notFound: 'social-network/not-found',
  idsOf: (guide) => guide.socialNetIds,
  list: listSocialNetworksByIds,
  save: saveSocialNetwork,
};

async function listOf<T extends { id: string }>(store: PartnerStore<T>, db: Db, guideId: string): Promise<T[]> {
  const ids = store.idsOf(await requireGuide(db, guideId));
  return orderByIds(await store.list(db, ids), ids);
}

async function createIn<T extends { id: string }>(
  store: PartnerStore<T>,
  db: Db,
  guideId: string,
  input: Omit<T, 'id' | 'createdAt'>,
): Promise<T> {
  await requireGuide(db, guideId);
  const value = { ...input, id: randomUUID(), createdAt: new Date().toISOString() } as unknown as T;
  await db.transaction().execute(async (trx) => {
    await store.save(trx, value);
    await attachPartner(trx, store.kind, guideId, value.id);
  });
  return value;
}

async function findIn<T extends { id: string }>(store: PartnerStore<T>, db: Db, guideId: string, id: string) {
  const guide = await requireGuide(db, guideId);
  const [found] = store.idsOf(guide).includes(id) ? await store.list(db, [id]) : [];
  if (!found) throw new AppError(store.notFound);
  return found;
}

async function updateIn<T extends { id: string }>(
  store: PartnerStore<T>,
  db: Db,
  guideId: string,
  id: string,
  input: Record<string, unknown>,
): Promise<T> {
  const next: Record<string, unknown> = { ...(await findIn(store, db, guideId, id)) };
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) next[key] = value === null ? undefined : value;
  }
  await store.save(db, next as T);
  return next as T;
}

/** Detaches it from the guide; the record goes when no guide or road map lists it any more. */
async function removeFrom<T extends { id: string }>(store: PartnerStore<T>, db: Db, guideId: string, id: string) {
  await findIn(store, db, guideId, id);
  await db.transaction().execute(async (trx) => {
    await detachPartner(trx, store.kind, guideId, id);
    await deletePartnerIfUnused(trx, store.kind, id);
  });
}

export const listSponsorsForPanel = (db: Db, guideId: string) => listOf(sponsors, db, guideId);
export const createSponsor = (db: Db, guideId: string, input: SponsorInput) =>
  createIn(sponsors, db, guideId, { ...input, enabled: input.enabled });
export const updateSponsor = (db: Db, guideId: string, id: string, input: SponsorUpdate) =>
  updateIn(sponsors, db, guideId, id, input);
export const removeSponsor = (db: Db, guideId: string, id: string) => removeFrom(sponsors, db, guideId, id);

export const listSocialNetworksForPanel = (db: Db, guideId: string) => listOf(socialNetworks, db, guideId);
export const createSocialNetwork = (db: Db, guideId: string, input: SocialNetworkInput) =>
  createIn(socialNetworks, db, guideId, input);
export const updateSocialNetwork = (db: Db, guideId: string, id: string, input: SocialNetworkUpdate) =>
  updateIn(socialNetworks, db, guideId, id, input);
export const removeSocialNetwork = (db: Db, guideId: string, id: string) => removeFrom(socialNetworks, db, guideId, id);
