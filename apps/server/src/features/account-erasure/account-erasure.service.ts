import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { MediaStorage } from '../media-library/index.ts';
import { deleteProfilePhoto } from '../users/index.ts';
import { eraseAccountRows } from './account-erasure.repository.ts';

/**
 * Deletes an account and everything that names its person (LGPD art. 18): the database in one
 * transaction, then the profile photo from the media storage (disk or S3), so its URL answers 404.
 */
export async function eraseAccount(deps: { db: Db; storage: MediaStorage; logger: Logger }, userId: string) {
  const erased = await eraseAccountRows(deps.db, userId);
  for (const url of erased?.photoUrls ?? []) await deleteProfilePhoto(deps.storage, deps.logger, url);
}
