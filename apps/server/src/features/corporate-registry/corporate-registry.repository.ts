import {
  EXCLUDED_BRANCH,
  type RegistryEntry,
  type RegistryUser,
  type UserDisableCriteria,
  type UserDisableJob,
} from '@percurso/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/tables/index.ts';

/** The corporate registry (users2), the users carrying registry data, and bulk disable jobs. */

export async function findRegistryEntry(db: Db, registry: string): Promise<RegistryEntry | undefined> {
  const row = await db.selectFrom('corporate_registry').selectAll().where('registry', '=', registry).executeTakeFirst();
  return (
    row && {
      registry: row.registry,
      name: row.name,
      email: row.email,
      department: row.department,
      branch: row.branch,
      enabled: row.enabled,
    }
  );
}

const USER_COLUMNS = ['id', 'name', 'email', 'registry', 'department', 'branch', 'enabled'] as const;

export async function listUsersByRegistry(db: Db, registry: string): Promise<RegistryUser[]> {
  return db.selectFrom('user_profiles').select(USER_COLUMNS).where('registry', '=', registry).orderBy('name').execute();
}

/** Branches of the registry and of users, without 'BH' (spec §7), sorted. */
export async function listBranches(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('corporate_registry')
    .select('branch')
    .where('branch', 'is not', null)
    .union(db.selectFrom('user_profiles').select('branch').where('branch', 'is not', null))
    .execute();
  const branches = new Set(
    rows.map((row) => (row.branch ?? '').trim()).filter((branch) => branch && branch.toUpperCase() !== EXCLUDED_BRANCH),
  );
  return [...branches].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/**
 * Enabled, registered users matching every criterion; never anonymous visitors, never global
 * admins, never a name on the exclusion list.
 */
export async function findUsersToDisable(db: Db, criteria: UserDisableCriteria): Promise<RegistryUser[]> {
  let query = db
    .selectFrom('user_profiles as u')
    .select(USER_COLUMNS.map((column) => `u.${column}` as const))
    .where('u.enabled', '=', true)
    .where('u.name', '<>', 'Anônimo')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('auth_users as a').select('a.id').whereRef('a.id', '=', 'u.id').where('a.is_anonymous', '=', true),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('panel_access as p').select('p.user_id').whereRef('p.user_id', '=', 'u.id'))),
    );
  if (criteria.branch) query = query.where(sql<boolean>`lower(u.branch) = lower(${criteria.branch})`);
  if (criteria.department) query = query.where(sql<boolean>`lower(u.department) = lower(${criteria.department})`);
  if (criteria.notInRegistry) {
    query = query
      .where('u.registry', 'is not', null)
      .where((eb: ExpressionBuilder<Database & { u: Database['user_profiles'] }, 'u'>) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('corporate_registry as r')
              .select('r.registry')
              .whereRef('r.registry', '=', 'u.registry')
              .where('r.enabled', '=', true),
          ),
        ),
      );
  }
  const excluded = criteria.excludeNames.map((name) => name.trim().toLowerCase());
  if (excluded.length > 0) query = query.where(sql<string>`lower(u.name)`, 'not in', excluded);
  return query.orderBy('u.name').orderBy('u.id').execute();
}

/** Switches the users off, signs them out and records the job, in one transaction. */
export async function runDisableJob(
  db: Db,
  job: { id: string; criteria: UserDisableCriteria; userIds: string[]; createdBy: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (job.userIds.length > 0) {
      await trx
        .updateTable('user_profiles')
        .set({ enabled: false, updated_at: new Date() })
        .where('id', 'in', job.userIds)
        .execute();
      await trx.deleteFrom('auth_sessions').where('user_id', 'in', job.userIds).execute();
    }
    await trx
      .insertInto('user_disable_jobs')
      .values({ id: job.id, criteria: json(job.criteria), user_ids: job.userIds, created_by: job.createdBy })
      .execute();
  });
}

function toJob(row: {
  id: string;
  criteria: Record<string, unknown>;
  user_ids: string[];
  created_by: string | null;
  created_at: Date;
  undone_at: Date | null;
}): UserDisableJob {
  return {
    id: row.id,
    criteria: row.criteria,
    count: row.user_ids.length,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    undoneAt: row.undone_at ? row.undone_at.toISOString() : null,
  };
}

export async function listDisableJobs(db: Db): Promise<UserDisableJob[]> {
  const rows = await db.selectFrom('user_disable_jobs').selectAll().orderBy('created_at', 'desc').limit(50).execute();
  return rows.map(toJob);
}

export async function findDisableJob(db: Db, id: string) {
  const row = await db.selectFrom('user_disable_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { job: toJob(row), userIds: row.user_ids };
}

/**
 * Re-enables the job's users and marks it undone, once (the `undone_at is null` guard makes a
 * second, racing undo change nothing). Answers whether this call undid it.
 */
export async function undoDisableJob(db: Db, id: string, userIds: string[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('user_disable_jobs')
      .set({ undone_at: new Date() })
      .where('id', '=', id)
      .where('undone_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) return false;
    if (userIds.length > 0) {
      await trx
        .updateTable('user_profiles')
        .set({ enabled: true, updated_at: new Date() })
        .where('id', 'in', userIds)
        .execute();
    }
    return true;
  });
}
