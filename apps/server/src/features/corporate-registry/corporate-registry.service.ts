import { randomUUID } from 'node:crypto';
import type { RegistryEntry, RegistryUser, UserDisableCriteria, UserDisableJob } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import {
  findDisableJob,
  findRegistryEntry,
  findUsersToDisable,
  listBranches,
  listDisableJobs,
  listUsersByRegistry,
  runDisableJob,
  undoDisableJob,
} from './corporate-registry.repository.ts';

/** The legacy corporate registry (spec §3 users2, §7; what we inferred: docs/product-decisions.md). */

export async function lookUpRegistry(
  db: Db,
  registry: string,
): Promise<{ entry: RegistryEntry | null; users: RegistryUser[] }> {
  const [entry, users] = await Promise.all([findRegistryEntry(db, registry), listUsersByRegistry(db, registry)]);
  if (!entry && users.length === 0) throw new AppError('registry/not-found');
  return { entry: entry ?? null, users };
}

export { listBranches, listDisableJobs };

export async function previewDisable(db: Db, criteria: UserDisableCriteria): Promise<RegistryUser[]> {
  return findUsersToDisable(db, criteria);
}

/** Disables whoever the criteria reach now (the preview's list, read again) and records the job. */
export async function disableUsers(db: Db, criteria: UserDisableCriteria, actorId: string): Promise<UserDisableJob> {
  const users = await findUsersToDisable(db, criteria);
  const id = randomUUID();
  await runDisableJob(db, { id, criteria, userIds: users.map((user) => user.id), createdBy: actorId });
  const found = await findDisableJob(db, id);
  if (!found) throw new AppError('user-disable/not-found');
  return found.job;
}

export async function undoDisable(db: Db, jobId: string): Promise<UserDisableJob> {
  const found = await findDisableJob(db, jobId);
  if (!found) throw new AppError('user-disable/not-found');
  if (!(await undoDisableJob(db, jobId, found.userIds))) throw new AppError('user-disable/already-undone');
  return (await findDisableJob(db, jobId))?.job ?? found.job;
}
