import { z } from 'zod';

/**
 * Backups of the whole installation (issue 27 item 6, docs/operations.md "Backups"): the panel's
 * history for global admins, and the button that takes one now.
 */
export const backupRun = z.object({
  id: z.string(),
  trigger: z.enum(['scheduled', 'manual']),
  status: z.enum(['running', 'done', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Time the backup took, in milliseconds, once finished. */
  durationMs: z.number().int().nullable(),
  /** Size of the archive in bytes, once written. */
  bytes: z.number().int().nullable(),
  /** The archive's file name in BACKUP_DIR. */
  file: z.string().nullable(),
  /** Why a failed backup failed (the server's message, in English). */
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRun>;

export const backupList = z.object({
  backups: z.array(backupRun),
  /** The daily time (HH:MM, the server's time zone), or null when scheduled backups are off. */
  schedule: z.string().nullable(),
  keep: z.number().int(),
});
export type BackupList = z.infer<typeof backupList>;

/** POST /api/panel/backups: the run just started (it continues in the background). */
export const backupStarted = z.object({ confirmation: z.literal('backup-started'), backup: backupRun });
export type BackupStarted = z.infer<typeof backupStarted>;
