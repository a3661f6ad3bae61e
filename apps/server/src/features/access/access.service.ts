import { type Action, type Actor, can, type GuideRole, isGuideRole, manageableGuideIds } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import {
  deletePanelAccess,
  findAdministeredRoadMaps,
  findManagedGuides,
  findRegisteredUserByEmail,
  hasPanelAccess,
  insertPanelAccess,
  listGuideIds,
} from './access.repository.ts';

/** The session's user as the permission rules see them; null without a session. */
export async function loadActor(db: Db, session: SessionUser | null): Promise<Actor | null> {
  if (!session) return null;
  // Anonymous visitors may do nothing in the panel, whatever the tables say.
  if (session.isAnonymous) return { userId: session.id, isAnonymous: true, isGlobalAdmin: false, guideRoles: {} };
  // Nor may an account whose owner has not proven the e-mail: roles given to an address (a
  // manager or admin added by e-mail, ADMIN_EMAIL) are pending until then (docs/product-decisions.md).
  if (!session.emailVerified) return { userId: session.id, isAnonymous: false, isGlobalAdmin: false, guideRoles: {} };
  const [isGlobalAdmin, managed, roadMapIds] = await Promise.all([
    hasPanelAccess(db, session.id),
    findManagedGuides(db, session.id),
    findAdministeredRoadMaps(db, session.id),
  ]);
  const guideRoles: Record<string, GuideRole[]> = {};
  for (const { guideId, roles } of managed) {
    const known = [...new Set(roles.filter(isGuideRole))];
    if (known.length > 0) guideRoles[guideId] = known;
  }
  return { userId: session.id, isAnonymous: false, isGlobalAdmin, guideRoles, roadMapIds };
}

/**
 * Throws unless the actor may do the action: 401 `auth/session-required` without a session,
 * 403 `auth/anonymous-not-allowed` for an anonymous visitor, 403 `permission/denied` otherwise.
 */
export function requirePermission(actor: Actor | null, action: Action, guideId?: string): Actor {
  if (!actor) throw new AppError('auth/session-required');
  if (actor.isAnonymous) throw new AppError('auth/anonymous-not-allowed');
  if (!can(actor, action, guideId)) throw new AppError('permission/denied');
  return actor;
}

export interface AccessSummary {
  isGlobalAdmin: boolean;
  guides: Array<{ guideId: string; roles: GuideRole[] }>;
  manageableGuideIds: string[];
  /** Road maps the person administers (issue 13), only when there are some; global admins edit every one. */
  roadMapIds?: string[];
}

/** What GET /api/me/access answers: enough for the web app to hide what a role cannot do. */
export async function summarizeAccess(db: Db, actor: Actor): Promise<AccessSummary> {
  const allGuideIds = actor.isGlobalAdmin ? await listGuideIds(db) : Object.keys(actor.guideRoles).sort();
  return {
    isGlobalAdmin: actor.isGlobalAdmin,
    guides: Object.entries(actor.guideRoles)
      .map(([guideId, roles]) => ({ guideId, roles }))
      .sort((a, b) => a.guideId.localeCompare(b.guideId)),
    manageableGuideIds: manageableGuideIds(actor, allGuideIds),
    ...(actor.roadMapIds?.length ? { roadMapIds: actor.roadMapIds } : {}),
  };
}

/**
 * Makes the registered user with this e-mail a global admin (a panel access record).
 * `permission/user-not-found` when no registered account has it.
 */
export async function grantGlobalAdmin(db: Db, email: string) {
  const user = await findRegisteredUserByEmail(db, email);
  if (!user) throw new AppError('permission/user-not-found', { field: 'email' });
  const isNew = await insertPanelAccess(db, user.id);
  return { userId: user.id, email: user.email, isNew };
}

/** Removes the global admin record of the registered user with this e-mail. */
export async function revokeGlobalAdmin(db: Db, email: string) {
  const user = await findRegisteredUserByEmail(db, email);
  if (!user) throw new AppError('permission/user-not-found', { field: 'email' });
  const wasAdmin = await deletePanelAccess(db, user.id);
  return { userId: user.id, email: user.email, wasAdmin };
}

/**
 * The ADMIN_EMAIL setting: the registered user with that e-mail is a global admin once they have
 * verified it (whoever merely signs up with the address first gets nothing). Called on boot and
 * when an e-mail is verified; does nothing when the setting is unset or nobody proved the address yet.
 */
export async function applyAdminEmail(db: Db, adminEmail: string | undefined): Promise<boolean> {
  if (!adminEmail) return false;
  const user = await findRegisteredUserByEmail(db, adminEmail);
  if (!user?.emailVerified) return false;
  return insertPanelAccess(db, user.id);
}
