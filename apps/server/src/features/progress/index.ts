import type { Db } from '../../db/database.ts';
import type { Auth } from '../auth/auth.ts';
import { findSessionUser } from '../auth/index.ts';
import { hasInteractionWith } from './progress.repository.ts';

export { progressRoutes } from './progress.routes.ts';

/** Whether the visitor of these headers (their session) has an interaction with the point; false without a session. */
export function hasUnlockedPoint(db: Db, auth: Auth) {
  return async (headers: Headers, pointId: string): Promise<boolean> => {
    const user = await findSessionUser(auth, headers);
    return user !== null && (await hasInteractionWith(db, user.id, pointId));
  };
}
