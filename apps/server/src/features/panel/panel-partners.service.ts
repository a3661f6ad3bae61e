import { randomUUID } from 'node:crypto';
import {
  type Actor,
  canChangePartner,
  orderByIds,
  type PartnerSharing,
  type SocialNetwork,
  type SocialNetworkInput,
  type SocialNetworkUpdate,
  type Sponsor,
  type SponsorInput,
  type SponsorUpdate,
  type Versioned,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { listSocialNetworksByIds, saveSocialNetwork } from '../social-networks/index.ts';
import { listSponsorsByIds, saveSponsor } from '../sponsors/index.ts';
import {
  attachPartner,
  deletePartnerIfUnused,
  detachPartner,
  holdersOfPartners,
  type PartnerKind,
  replacePartner,
} from './panel.repository.ts';
import { checkVersion, withVersion } from './panel-edit.ts';
import { requireGuide } from './panel-guides.service.ts';

/**
 * Sponsors and social networks of a guide (the guide's sponsorIds / socialNetIds): created through
 * a guide and attached to it, edited and removed through a guide that lists them. One record may
 * be listed by several guides and road maps: only someone who may edit all of them changes it
 * (canChangePartner); anyone who may edit the guide can take it off the guide or copy it for the
 * guide (docs/decisions/0007-permissions.md).
 */
interface PartnerStore<T> {
  kind: PartnerKind;
  notFound: 'sponsor/not-found' | 'social-network/not-found';
  shared: 'sponsor/shared' | 'social-network/shared';
  idsOf(guide: { sponsorIds: string[]; socialNetIds: string[] }): string[];
  list(db: Db, ids: readonly string[]): Promise<T[]>;
  save(db: Db, value: T): Promise<void>;
}

const sponsors: PartnerStore<Sponsor> = {
  kind: 'sponsor',
  notFound: 'sponsor/not-found',
  shared: 'sponsor/shared',
  idsOf: (guide) => guide.sponsorIds,
  list: listSponsorsByIds,
  save: saveSponsor,
};

const socialNetworks: PartnerStore<SocialNetwork> = {
  kind: 'socialNetwork',
  notFound: 'social-network/not-found',
  shared: 'social-network/shared',
  idsOf: (guide) => guide.socialNetIds,
  list: listSocialNetworksByIds,
  save: saveSocialNetwork,
};

/** The guide's records, each with how it is shared and whether the actor may change it. */
async function listOf<T extends { id: string }>(
  store: PartnerStore<T>,
  db: Db,
  actor: Actor,
  guideId: string,
): Promise<(Versioned<T> & { sharing: PartnerSharing })[]> {
  const ids = store.idsOf(await requireGuide(db, guideId));
  const holders = await holdersOfPartners(db, store.kind, ids);
  return orderByIds(await store.list(db, ids), ids).map((record) => {
    const held = holders.get(record.id) ?? { guideIds: [guideId], roadMapIds: [] };
    const sharing = {
      otherGuides: held.guideIds.filter((id) => id !== guideId).length,
      roadMaps: held.roadMapIds.length,
      changeable: canChangePartner(actor, held),
    };
    return { ...withVersion(record), sharing };
  });
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
  return findIn(store, db, guideId, value.id);
}

async function findIn<T extends { id: string }>(store: PartnerStore<T>, db: Db, guideId: string, id: string) {
  const guide = await requireGuide(db, guideId);
  const [found] = store.idsOf(guide).includes(id) ? await store.list(db, [id]) : [];
  if (!found) throw new AppError(store.notFound);
  return found;
}

function merged<T>(current: T, input: Record<string, unknown>): T {
  const next: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) next[key] = value === null ? undefined : value;
  }
  return next as T;
}

async function updateIn<T extends { id: string }>(
  store: PartnerStore<T>,
  db: Db,
  actor: Actor,
  guideId: string,
  id: string,
  { version, ...input }: Record<string, unknown> & { version?: string },
): Promise<T> {
  const current = await findIn(store, db, guideId, id);
  const holders = (await holdersOfPartners(db, store.kind, [id])).get(id);
  if (holders && !canChangePartner(actor, holders)) throw new AppError(store.shared);
  checkVersion(current, version);
  await store.save(db, merged(current, input));
  // As stored, so the answer's version is the one the next read gives.
  return findIn(store, db, guideId, id);
}

/**
 * A copy of the record (with the changes in `input`) takes its place in this guide only; the
 * other guides and road maps keep the original.
 */
async function copyIn<T extends { id: string }>(
  store: PartnerStore<T>,
  db: Db,
  guideId: string,
  id: string,
  { version, ...input }: Record<string, unknown> & { version?: string },
): Promise<T> {
  const current = await findIn(store, db, guideId, id);
  checkVersion(current, version);
  const value = { ...merged(current, input), id: randomUUID(), createdAt: new Date().toISOString() };
  await db.transaction().execute(async (trx) => {
    await store.save(trx, value);
    await replacePartner(trx, store.kind, guideId, id, value.id);
  });
  return findIn(store, db, guideId, value.id);
}

/**
 * Takes it off the guide (which changes only this guide, so no other guide's rights are needed);
 * the record goes when no guide or road map lists it any more.
 */
async function removeFrom<T extends { id: string }>(store: PartnerStore<T>, db: Db, guideId: string, id: string) {
  await findIn(store, db, guideId, id);
  await db.transaction().execute(async (trx) => {
    await detachPartner(trx, store.kind, guideId, id);
    await deletePartnerIfUnused(trx, store.kind, id);
  });
}

export const listSponsorsForPanel = (db: Db, actor: Actor, guideId: string) => listOf(sponsors, db, actor, guideId);
export const createSponsor = (db: Db, guideId: string, input: SponsorInput) =>
  createIn(sponsors, db, guideId, { ...input, enabled: input.enabled });
export const updateSponsor = (db: Db, actor: Actor, guideId: string, id: string, input: SponsorUpdate) =>
  updateIn(sponsors, db, actor, guideId, id, input);
export const copySponsor = (db: Db, guideId: string, id: string, input: SponsorUpdate) =>
  copyIn(sponsors, db, guideId, id, input);
export const removeSponsor = (db: Db, guideId: string, id: string) => removeFrom(sponsors, db, guideId, id);

export const listSocialNetworksForPanel = (db: Db, actor: Actor, guideId: string) =>
  listOf(socialNetworks, db, actor, guideId);
export const createSocialNetwork = (db: Db, guideId: string, input: SocialNetworkInput) =>
  createIn(socialNetworks, db, guideId, input);
export const updateSocialNetwork = (db: Db, actor: Actor, guideId: string, id: string, input: SocialNetworkUpdate) =>
  updateIn(socialNetworks, db, actor, guideId, id, input);
export const copySocialNetwork = (db: Db, guideId: string, id: string, input: SocialNetworkUpdate) =>
  copyIn(socialNetworks, db, guideId, id, input);
export const removeSocialNetwork = (db: Db, guideId: string, id: string) => removeFrom(socialNetworks, db, guideId, id);
