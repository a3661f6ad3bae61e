import { randomUUID } from 'node:crypto';
import type { SignUpInput } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { insertCredentialAccount, isEmailTaken, registerAnonymousUser } from './auth.repository.ts';
import type { Auth } from './auth.ts';
import type { SessionUser } from './session.ts';
import { recordRegistration } from './user-profile.repository.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * Registers an anonymous visitor by upgrading their user in place, so the id (and with it every
 * interaction, favourite, completed journey and tutorial) stays. better-auth would instead create
 * a new user and delete the anonymous one (see docs/decisions/0005-auth.md).
 */
export async function upgradeAnonymousUser(
  auth: Auth,
  db: Db,
  userId: string,
  input: Pick<SignUpInput, 'email' | 'password' | 'name'>,
): Promise<SessionUser> {
  const context = await auth.$context;
  // Hash before the transaction: scrypt takes a while and PGlite has a single connection.
  const passwordHash = await context.password.hash(input.password);
  const accountId = context.generateId({ model: 'account' }) || randomUUID();
  const now = new Date();
  try {
    await db.transaction().execute(async (trx) => {
      if (await isEmailTaken(trx, input.email)) throw new AppError('auth/email-already-exists', { field: 'email' });
      const details = { email: input.email, name: input.name, now };
      // Another request registered this session first.
      if (!(await registerAnonymousUser(trx, userId, details))) throw new AppError('invalid-request');
      await insertCredentialAccount(trx, { id: accountId, userId, passwordHash, now });
      await recordRegistration(trx, userId, { name: input.name, email: input.email });
    });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
      throw new AppError('auth/email-already-exists', { field: 'email', cause: error });
    }
    throw error;
  }
  return { id: userId, name: input.name, email: input.email, isAnonymous: false, emailVerified: false };
}
