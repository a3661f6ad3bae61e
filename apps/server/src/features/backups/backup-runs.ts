import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BackupRun } from '@percurso/shared';
import type { BackupSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { MediaStorage } from '../media-library/index.ts';
import { createBackup } from './backup.service.ts';

export interface BackupDeps {
  db: Db;
  storage: MediaStorage;
  settings: BackupSettings;
  logger: Logger;
}

const ARCHIVE = /^percurso-backup-.*\.zip$/;

/**
 * `percurso-backup-2026-11-28T03-00-00-123Z-scheduled.zip`: sorts by time, says what took it. To
 * the millisecond: two backups started within one second (a click and the schedule, or the three
 * days of a test on a fast database) wrote one file, the later over the earlier.
 */
function archiveName(at: Date, trigger: BackupRun['trigger']): string {
  return `percurso-backup-${at.toISOString().replace('.', '-').replaceAll(':', '-')}-${trigger}.zip`;
}

/**
 * Records a backup and takes it. `slot` (the scheduled day) makes the record unique: when another
 * process already took that slot, nothing happens and undefined is answered. Answers the record
 * once written, and the backup's completion (which never rejects: a failure is recorded).
 */
export async function startBackup(
  deps: BackupDeps,
  trigger: BackupRun['trigger'],
  slot?: string,
): Promise<{ run: BackupRun; done: Promise<BackupRun> } | undefined> {
  const id = randomUUID();
  const inserted = await deps.db
    .insertInto('backup_runs')
    .values({ id, trigger, slot: slot ?? null })
    .onConflict((conflict) => conflict.column('slot').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) return undefined;
  const run = presentRun(inserted);
  return { run, done: takeBackup(deps, run) };
}

async function takeBackup(deps: BackupDeps, run: BackupRun): Promise<BackupRun> {
  const started = performance.now();
  const name = archiveName(new Date(run.startedAt), run.trigger);
  const file = path.join(deps.settings.dir, name);
  // Written aside and renamed: BACKUP_DIR never holds half an archive under a backup's name.
  const partial = `${file}.part`;
  try {
    await mkdir(deps.settings.dir, { recursive: true });
    const { bytes } = await createBackup(deps.db, deps.storage, partial);
    await rename(partial, file);
    const row = await deps.db
      .updateTable('backup_runs')
      .set({ status: 'done', finished_at: new Date(), file: name, bytes })
      .where('id', '=', run.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    deps.logger.info({ file, bytes, ms: Math.round(performance.now() - started) }, 'backup written');
    await pruneArchives(deps.settings).catch((error) => deps.logger.warn({ err: error }, 'backup pruning failed'));
    return presentRun(row);
  } catch (error) {
    deps.logger.error({ err: error, trigger: run.trigger }, 'backup failed');
    await rm(partial, { force: true }).catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    const row = await deps.db
      .updateTable('backup_runs')
      .set({ status: 'failed', finished_at: new Date(), error: message.slice(0, 2000) })
      .where('id', '=', run.id)
      .returningAll()
      .executeTakeFirst()
      .catch(() => undefined);
    return row ? presentRun(row) : { ...run, status: 'failed', error: message };
  }
}

/** Deletes the oldest archives of BACKUP_DIR beyond BACKUP_KEEP (names sort by time). */
export async function pruneArchives(settings: BackupSettings): Promise<string[]> {
  const names = (await readdir(settings.dir)).filter((name) => ARCHIVE.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - settings.keep));
  for (const name of old) await rm(path.join(settings.dir, name), { force: true });
  return old;
}

/** The latest backups, newest first. */
export async function listBackupRuns(db: Db, limit = 30): Promise<BackupRun[]> {
  const rows = await db.selectFrom('backup_runs').selectAll().orderBy('started_at', 'desc').limit(limit).execute();
  return rows.map(presentRun);
}

type RunRow = Awaited<ReturnType<typeof listRows>>[number];
const listRows = (db: Db) => db.selectFrom('backup_runs').selectAll().execute();

function presentRun(row: RunRow): BackupRun {
  const startedAt = new Date(row.started_at);
  const finishedAt = row.finished_at ? new Date(row.finished_at) : null;
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt?.toISOString() ?? null,
    durationMs: finishedAt ? finishedAt.getTime() - startedAt.getTime() : null,
    bytes: row.bytes === null ? null : Number(row.bytes),
    file: row.file,
    error: row.error,
  };
}

/** The next time of day `schedule` after `now`, in the process's time zone. */
export function nextScheduledTime(now: Date, schedule: { hour: number; minute: number }): Date {
  const next = new Date(now);
  next.setHours(schedule.hour, schedule.minute, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

/** The day a scheduled time belongs to (its slot): YYYY-MM-DD in the process's time zone. */
export function slotOf(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * The daily backup: at the scheduled time every process tries to claim the day's slot; the one
 * whose claim lands takes the backup, so a cluster backs up once a day, and a process restarted
 * after the time finds the day taken. A day whose time passes while no process runs is skipped.
 */
export function scheduleBackups(deps: BackupDeps, signal: AbortSignal): void {
  const schedule = deps.settings.schedule;
  if (!schedule) return;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const at = nextScheduledTime(new Date(), schedule);
    timer = setTimeout(
      () => {
        void startBackup(deps, 'scheduled', slotOf(at))
          .then((started) => started?.done)
          .catch((error) => deps.logger.error({ err: error }, 'scheduled backup could not start'))
          .finally(() => {
            if (!signal.aborted) arm();
          });
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    timer.unref();
  };
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  arm();
}
