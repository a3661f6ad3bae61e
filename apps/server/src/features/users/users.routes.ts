import {
  type CurrentUser,
  contentFormatInput,
  DEFAULT_SIGN_LANGUAGE,
  parseContentFormat,
  parseSignLanguage,
  type UserProfile,
  updateProfileInput,
  usageTrackingInput,
} from '@percurso/shared';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import { type Auth, findSessionUser, requireSessionUser, type SessionUser } from '../auth/index.ts';
import { findProfile, saveContentFormat, saveUsageTracking } from './users.repository.ts';
import { saveProfile } from './users.service.ts';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** /api/me: the signed-in user's own document; registered users edit it with PATCH. */
export function meRoutes(db: Db, auth: Auth, logger: Logger) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = await requireSessionUser(auth, c);
      return c.json(await readOwnProfile(db, user), 200, { 'cache-control': 'no-store' });
    })
    .patch('/', async (c) => {
      const user = await requireSessionUser(auth, c);
      // Anonymous profiles stay as created; the spec prompts these visitors to register.
      if (user.isAnonymous) throw new AppError('auth/anonymous-not-allowed');
      const input = await readProfileInput(c);
      const saved = await saveProfile(db, logger, user.id, input);
      return c.json(presentProfile(saved, user), 200, { 'cache-control': 'no-store' });
    })
    .put('/content-format', validate('json', contentFormatInput), async (c) => {
      const user = await requireSessionUser(auth, c);
      // Kept for registered visitors' other devices; an anonymous visitor's device keeps its own.
      if (user.isAnonymous) throw new AppError('auth/anonymous-not-allowed');
      const { format, signLanguage } = c.req.valid('json');
      // Sign language without one is Libras, as the cookie reads it (rules/content-format.ts).
      const chosenSign = format === 'sign-language' ? (signLanguage ?? DEFAULT_SIGN_LANGUAGE) : undefined;
      if (!(await saveContentFormat(db, user.id, format, chosenSign))) {
        throw new AppError('user/unregistered-user');
      }
      return c.json(await readOwnProfile(db, user), 200, { 'cache-control': 'no-store' });
    })
    .put('/usage-tracking', validate('json', usageTrackingInput), async (c) => {
      const user = await requireSessionUser(auth, c);
      // Kept for a registered visitor's every device; an anonymous visitor's choice is the browser's cookie.
      if (user.isAnonymous) throw new AppError('auth/anonymous-not-allowed');
      if (!(await saveUsageTracking(db, user.id, c.req.valid('json').enabled))) {
        throw new AppError('user/unregistered-user');
      }
      return c.json(await readOwnProfile(db, user), 200, { 'cache-control': 'no-store' });
    });
}

/**
 * GET /api/session: this browser's user, or `{ user: null }` without a session. A visitor without
 * one is the normal first visit (the anonymous session starts with the first write), so the web
 * app asks here rather than GET /api/me, whose 401 every browser logs as an error.
 */
export function currentUserRoutes(db: Db, auth: Auth) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const user = await findSessionUser(auth, c.req.raw.headers);
    const body: CurrentUser = { user: user ? await readOwnProfile(db, user) : null };
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });
}

async function readOwnProfile(db: Db, user: SessionUser): Promise<UserProfile> {
  const profile = await findProfile(db, user.id);
  if (!profile) throw new AppError('user/unregistered-user');
  return presentProfile(profile, user);
}

async function readProfileInput(c: Context<AppEnv>) {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    throw new AppError('invalid-json', { cause: error });
  }
  const parsed = updateProfileInput.safeParse(body);
  if (!parsed.success) throw profileInputError(parsed.error);
  return parsed.data;
}

/** The spec's user-edit messages: a missing name and a bad birth date have codes of their own. */
function profileInputError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  if (issue?.message === 'name-required') return new AppError('user/name-required', { field: 'name', cause: error });
  if (issue?.message === 'name-too-long') return new AppError('user/name-too-long', { field: 'name', cause: error });
  if (issue?.message === 'birthDate-invalid')
    return new AppError('birthDate-invalid', { field: 'birthDate', cause: error });
  return new AppError('invalid-request', { ...(field ? { field } : {}), cause: error });
}

function presentProfile(row: ProfileRow, user: SessionUser): UserProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: user.emailVerified,
    isAnonymous: user.isAnonymous,
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
    contentFormat: parseContentFormat(row.content_format) ?? null,
    contentSignLanguage:
      row.content_format === 'sign-language'
        ? (parseSignLanguage(row.content_sign_language) ?? DEFAULT_SIGN_LANGUAGE)
        : null,
    usageTracking: row.usage_tracking,
    tutorial: row.tutorial,
    termsAndPolicyCheck: row.terms_and_policy_check,
    createdAt: row.created_at.toISOString(),
  };
}
