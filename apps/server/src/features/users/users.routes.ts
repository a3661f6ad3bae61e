import type { UserProfile } from '@percurso/shared';
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import type { Auth } from '../auth/auth.ts';
import { requireSessionUser } from '../auth/session.ts';
import { findProfile } from './users.repository.ts';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** GET /api/me: the signed-in user's own document. */
export function meRoutes(db: Db, auth: Auth) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const user = await requireSessionUser(auth, c);
    const profile = await findProfile(db, user.id);
    if (!profile) throw new AppError('user/unregistered-user');
    return c.json(presentProfile(profile, user.isAnonymous), 200, { 'cache-control': 'no-store' });
  });
}

function presentProfile(row: ProfileRow, isAnonymous: boolean): UserProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isAnonymous,
    phone: row.phone,
    image: row.image,
    gender: row.gender,
    cep: row.cep,
    country: row.country,
    state: row.state,
    city: row.city,
    birthDate: row.birth_date,
    roles: row.roles,
    experienceLevel: row.experience_level,
    idiom: row.idiom,
    tutorial: row.tutorial,
    termsAndPolicyCheck: row.terms_and_policy_check,
    createdAt: row.created_at.toISOString(),
  };
}
