import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { Logger } from '../../logger.ts';
import type { AccessPolicy } from '../access/index.ts';
import { type MediaStorage, readUpload, uploadLimit } from '../media-library/index.ts';
import { importLegacyExport } from './legacy-import.service.ts';

/** Largest export the panel takes; bigger ones go through `npm run import-legacy`. */
const MAX_EXPORT_BYTES = 200 * 1024 * 1024;

/**
 * POST /api/panel/legacy-import (global admins): the original system's JSON export as the `file`
 * part; `dryRun=true` reports without writing. Answers the report (docs/panel-api.md).
 */
export function legacyImportRoutes(db: Db, policy: AccessPolicy, storage: MediaStorage, logger: Logger) {
  return new Hono<AppEnv>().post(
    '/legacy-import',
    policy.guard('legacy.import'),
    uploadLimit(MAX_EXPORT_BYTES),
    async (c) => {
      const { file, fields } = await readUpload(c);
      const dryRun = fields.dryRun === 'true';
      const report = await importLegacyExport(db, logger, await file.text(), { dryRun, storage });
      return c.json({ report, dryRun });
    },
  );
}
