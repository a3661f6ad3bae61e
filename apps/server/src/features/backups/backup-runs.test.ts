import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupList, backupStarted } from '@percurso/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anonymousVisitor, registerVisitor } from '../../../test/accounts.ts';
import { makeGlobalAdmin, markEmailVerified } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { type App, createApp } from '../../app.ts';
import type { BackupSettings } from '../../config.ts';
import { createDatabase, type Db } from '../../db/database.ts';
import { createLogger } from '../../logger.ts';
import { seedDemo } from '../demo/seed.ts';
import { createMediaStorage } from '../media-library/index.ts';
import { type BackupDeps, nextScheduledTime, slotOf, startBackup } from './backup-runs.ts';

/** The daily backup (one per day across processes, BACKUP_KEEP) and the panel's backups page. */
const t = setupTestApp();
let folder: string;
let settings: BackupSettings;
let second: Db;
let app: App;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'percurso-backup-runs-'));
  settings = { dir: path.join(folder, 'backups'), schedule: { hour: 3, minute: 0 }, keep: 2 };
  await seedDemo(t.db, { mediaDir: t.mediaDir });
  // A second process's connection to the same database (on PGlite, one process owns it: the same one).
  second = t.databaseUrl ? await createDatabase({ databaseUrl: t.databaseUrl, dataDir: folder }) : t.db;
  app = createApp({ db: t.db, config: { ...t.config, backup: settings }, logger: createLogger('silent') });
});
afterAll(async () => {
  if (second !== t.db) await second.destroy();
  await rm(folder, { recursive: true, force: true });
});

const deps = (db: Db): BackupDeps => ({
  db,
  storage: createMediaStorage(t.config),
  settings,
  logger: createLogger('silent'),
});

const archives = async () => (await readdir(settings.dir)).filter((name) => name.endsWith('.zip')).sort();

describe('the scheduled backup', () => {
  it('is taken once per day by one of two processes reaching the time together, and keeps BACKUP_KEEP archives', async () => {
    const days = ['2026-11-25', '2026-11-26', '2026-11-27'];
    for (const day of days) {
      const claims = await Promise.all([
        startBackup(deps(t.db), 'scheduled', day),
        startBackup(deps(second), 'scheduled', day),
      ]);
      const taken = claims.filter((claim) => claim !== undefined);
      expect(taken).toHaveLength(1);
      expect((await taken[0]?.done)?.status).toBe('done');
      // A process restarted later the same day finds the day taken.
      expect(await startBackup(deps(second), 'scheduled', day)).toBeUndefined();
    }
    const runs = await t.db.selectFrom('backup_runs').select(['slot', 'status']).orderBy('slot').execute();
    expect(runs).toEqual(days.map((slot) => ({ slot, status: 'done' })));
    // Three backups, BACKUP_KEEP=2: the oldest archive is gone.
    expect(await archives()).toHaveLength(2);
  }, 120_000);

  it('runs at the next occurrence of its time of day', () => {
    const before = new Date(2026, 10, 28, 2, 59);
    expect(nextScheduledTime(before, { hour: 3, minute: 0 })).toEqual(new Date(2026, 10, 28, 3, 0));
    const after = new Date(2026, 10, 28, 3, 0);
    expect(nextScheduledTime(after, { hour: 3, minute: 0 })).toEqual(new Date(2026, 10, 29, 3, 0));
    expect(slotOf(new Date(2026, 10, 29, 3, 0))).toBe('2026-11-29');
  });
});

describe('the panel backups page (/api/panel/backups)', () => {
  it('lets a global admin take a backup now and see it listed with its size and duration', async () => {
    const admin = await registerVisitor(() => app, { name: 'Admin Geral' });
    await markEmailVerified(t.db, admin.id);
    await makeGlobalAdmin(t.db, admin.id);
    const started = await admin.agent.post('/api/panel/backups');
    expect(started.status).toBe(202);
    const { backup } = backupStarted.parse(await started.json());
    expect(backup).toMatchObject({ trigger: 'manual', status: 'running' });

    const listed = await vi.waitFor(
      async () => {
        const list = backupList.parse(await (await admin.agent.request('/api/panel/backups')).json());
        expect(list.backups[0]?.status).not.toBe('running');
        return list;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(listed.schedule).toBe('03:00');
    expect(listed.keep).toBe(2);
    expect(listed.backups[0]).toMatchObject({ id: backup.id, status: 'done', error: null });
    expect(listed.backups[0]?.bytes).toBeGreaterThan(1000);
    expect(listed.backups[0]?.durationMs).toBeGreaterThanOrEqual(0);
    expect(await archives()).toContain(listed.backups[0]?.file);
  }, 120_000);

  it('is refused to anyone but a global admin', async () => {
    const visitor = await registerVisitor(() => app);
    await markEmailVerified(t.db, visitor.id);
    expect((await visitor.agent.post('/api/panel/backups')).status).toBe(403);
    expect((await visitor.agent.request('/api/panel/backups')).status).toBe(403);
    const anonymous = await anonymousVisitor(() => app);
    expect((await anonymous.post('/api/panel/backups')).status).toBe(403);
    expect((await app.request('/api/panel/backups')).status).toBe(401);
    expect(await t.db.selectFrom('backup_runs').select('id').where('trigger', '=', 'manual').execute()).toHaveLength(1);
  });
});
