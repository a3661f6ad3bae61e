export {
  type BackupManifest,
  createBackup,
  RestoreRefused,
  readManifest,
  restoreBackup,
  summarizeDatabase,
} from './backup.service.ts';
export { type BackupDeps, listBackupRuns, pruneArchives, scheduleBackups, startBackup } from './backup-runs.ts';
export { backupRoutes } from './backups.routes.ts';
