import type { UpdateProfileInput } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { isDatabaseUnavailable } from '../../db/database-errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import { findProfile, renameAuthUser, updateProfile } from './users.repository.ts';

/**
 * Saves the profile form for a registered user: the spec's user document and the name on the
 * auth user, in one transaction. A failure the user cannot fix answers `user/save-failed`.
 */
export async function saveProfile(db: Db, logger: Logger, userId: string, input: UpdateProfileInput) {
  const { birthDate, ...rest } = input;
  const changes = {
    ...rest,
    // The spec writes YYYY/MM/DD; the date column takes the ISO form.
    ...(birthDate !== undefined ? { birthDate: birthDate === null ? null : birthDate.replaceAll('/', '-') } : {}),
  };
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await updateProfile(trx, userId, changes))) throw new AppError('user/unregistered-user');
      await renameAuthUser(trx, userId, input.name);
    });
  } catch (error) {
    // A database that cannot be reached answers 503 like everywhere else (http/error-handler.ts).
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, userId }, 'profile not saved');
    throw new AppError('user/save-failed', { cause: error });
  }
  const saved = await findProfile(db, userId);
  if (!saved) throw new AppError('user/unregistered-user');
  return saved;
}
