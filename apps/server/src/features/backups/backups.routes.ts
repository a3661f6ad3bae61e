import type { BackupList, BackupStarted } from '@percurso/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import type { AccessPolicy } from '../access/index.ts';
import { type BackupDeps, listBackupRuns, startBackup } from './backup-runs.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The panel's backups page (global admins): the latest backups, and "Fazer backup agora". */
export function backupRoutes(deps: BackupDeps, policy: AccessPolicy) {
  const guard = policy.guard('backups.manage');
  const { schedule, keep } = deps.settings;
  return new Hono<AppEnv>()
    .get('/backups', guard, async (c) => {
      const body: BackupList = {
        backups: await listBackupRuns(deps.db),
        schedule: schedule ? `${pad(schedule.hour)}:${pad(schedule.minute)}` : null,
        keep,
      };
      return c.json(body);
    })
    .post('/backups', guard, async (c) => {
      // A manual backup has no slot: it never takes the place of the scheduled one.
      const started = await startBackup(deps, 'manual');
      if (!started) throw new Error('a manual backup always starts');
      const body: BackupStarted = { confirmation: 'backup-started', backup: started.run };
      return c.json(body, 202);
    });
}
