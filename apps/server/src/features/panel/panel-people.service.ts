import type { Locale } from '@percurso/i18n';
import {
  type Actor,
  type AdminInput,
  GUIDE_ADMIN_ROLE,
  type GuideManagerEntry,
  localize,
  type ManagerInput,
  type PanelAdmin,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import {
  findRegisteredUserByEmail,
  findUnverifiedUserIds,
  grantGlobalAdmin,
  revokeGlobalAdmin,
} from '../access/index.ts';
import type { Mailer } from '../mail/index.ts';
import {
  findAccountById,
  findGuideManagers,
  findProfileIdiom,
  listPanelAdmins,
  lockGuideManagers,
  saveGuideManagers,
} from './panel.repository.ts';
import { requireGuide } from './panel-guides.service.ts';
import { invitationLocale, newAdminMail, newManagerMail, PANEL_PAGE } from './panel-mail.ts';

/** Guide managers (guides.managers) and global panel admins (panel_access), added by e-mail. */
export interface PeopleDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicOrigin: string | undefined;
  /** A link that verifies the address (better-auth's /verify-email), for invitations to unverified accounts. */
  verificationLink: (email: string, origin: string) => Promise<string>;
}

const panelLink = (origin: string | undefined) => (origin ? new URL(PANEL_PAGE, origin).href : undefined);

export async function listManagers(db: Db, guideId: string): Promise<GuideManagerEntry[]> {
  await requireGuide(db, guideId);
  return markPending(db, (await findGuideManagers(db, guideId)) ?? []);
}

/**
 * The managers as the panel shows them: those whose account has not verified its e-mail are
 * `pending` (their roles count once they do, access.service.ts loadActor).
 */
async function markPending(db: Db, managers: GuideManagerEntry[]): Promise<GuideManagerEntry[]> {
  const unverified = await findUnverifiedUserIds(
    db,
    managers.map((manager) => manager.id),
  );
  return managers.map((manager) => ({ ...manager, pending: unverified.has(manager.id) }));
}

/** The invitation's verification link when the account still has to prove its e-mail. */
async function invitationVerifyLink(deps: PeopleDeps, user: { email: string; emailVerified: boolean }, origin: string) {
  return user.emailVerified ? undefined : deps.verificationLink(user.email, origin);
}

/**
 * Adds the registered account with this e-mail to the guide's managers (or replaces its roles
 * when it already is one, keeping an admin as removeManager does). A new manager is told by e-mail; a failed e-mail is logged, the
 * manager stays added. An account that has not verified its e-mail is added pending: its roles
 * apply once the owner follows the verification link the invitation carries.
 */
export async function addManager(
  deps: PeopleDeps,
  actor: Actor,
  guideId: string,
  input: ManagerInput,
  request: { locale: Locale; origin: string },
): Promise<{ manager: GuideManagerEntry; managers: GuideManagerEntry[]; isNew: boolean }> {
  const { db } = deps;
  const guide = await requireGuide(db, guideId);
  const user = await findRegisteredUserByEmail(db, input.email);
  if (!user) throw new AppError('permission/user-not-found', { field: 'email' });
  const roles = [...new Set(input.roles)];
  const { locale, origin } = request;
  const manager = { id: user.id, email: user.email, name: user.name, roles };
  const { managers, isNew } = await db.transaction().execute(async (trx) => {
    const current = await lockGuideManagers(trx, guideId);
    if (!current) throw new AppError('guide/not-found');
    const isNew = !current.some((entry) => entry.id === user.id);
    const managers = isNew ? [...current, manager] : current.map((entry) => (entry.id === user.id ? manager : entry));
    keepAnAdmin(actor, managers);
    await saveGuideManagers(trx, guideId, managers);
    return { managers, isNew };
  });
  if (isNew) {
    const inviter = await findAccountById(db, actor.userId);
    const language = invitationLocale(await findProfileIdiom(db, user.id), input.language, locale);
    const mail = newManagerMail(language, {
      to: user.email,
      name: user.name,
      guideName: localize(guide.name, 'pt'),
      roles,
      inviter: inviter?.name || inviter?.email || 'Percurso',
      link: panelLink(deps.publicOrigin),
      verifyLink: await invitationVerifyLink(deps, user, origin),
    });
    await deps.mailer.send(mail).catch((error: unknown) => {
      deps.logger.warn({ err: error, guideId }, 'new manager e-mail failed');
    });
  }
  const pending = !user.emailVerified;
  return { manager: { ...manager, pending }, managers: await markPending(db, managers), isNew };
}

/**
 * Removes the manager. A guide admin cannot remove the guide's last 'Administração' (nobody but
 * global admins could then administer it); a global admin can.
 */
export async function removeManager(db: Db, actor: Actor, guideId: string, userId: string) {
  return db
    .transaction()
    .execute(async (trx) => {
      const current = await lockGuideManagers(trx, guideId);
      if (!current) throw new AppError('guide/not-found');
      if (!current.some((entry) => entry.id === userId)) throw new AppError('manager/not-found');
      const managers = current.filter((entry) => entry.id !== userId);
      keepAnAdmin(actor, managers);
      await saveGuideManagers(trx, guideId, managers);
      return managers;
    })
    .then((managers) => markPending(db, managers));
}

/**
 * A guide admin cannot leave the guide without an 'Administração' (by removing the last one or by
 * changing their roles): nobody but global admins could then administer it; a global admin can.
 */
function keepAnAdmin(actor: Actor, managers: readonly GuideManagerEntry[]): void {
  const admins = managers.filter((entry) => entry.roles.includes(GUIDE_ADMIN_ROLE));
  if (admins.length === 0 && !actor.isGlobalAdmin) throw new AppError('manager/last-admin');
}

/** The global admins; `pending` ones have not verified their e-mail and are no admins yet. */
export async function listAdmins(db: Db): Promise<PanelAdmin[]> {
  const rows = await listPanelAdmins(db);
  return rows.map(({ email_verified, ...admin }) => ({ ...admin, pending: !email_verified }));
}

/**
 * Makes the registered account with this e-mail a global admin and tells them by e-mail; an
 * unverified account is an admin once it verifies (the mail carries the link).
 */
export async function addAdmin(
  deps: PeopleDeps,
  actor: Actor,
  { email, language }: AdminInput,
  request: { locale: Locale; origin: string },
) {
  const { db } = deps;
  const user = await findRegisteredUserByEmail(db, email);
  if (!user) throw new AppError('permission/user-not-found', { field: 'email' });
  const granted = await grantGlobalAdmin(db, email);
  const admin = { id: granted.userId, email: granted.email, name: user.name, pending: !user.emailVerified };
  if (granted.isNew) {
    const inviter = await findAccountById(db, actor.userId);
    const mailLanguage = invitationLocale(await findProfileIdiom(db, admin.id), language, request.locale);
    const mail = newAdminMail(mailLanguage, {
      to: admin.email,
      name: admin.name,
      inviter: inviter?.name || inviter?.email || 'Percurso',
      link: panelLink(deps.publicOrigin),
      verifyLink: await invitationVerifyLink(deps, user, request.origin),
    });
    await deps.mailer.send(mail).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'new admin e-mail failed');
    });
  }
  return { admin, isNew: granted.isNew };
}

/**
 * Removes a global admin; the last one stays (someone must be able to run the panel), and a
 * pending one (e-mail not verified) does not count as one.
 */
export async function removeAdmin(db: Db, userId: string): Promise<void> {
  const admins = await listAdmins(db);
  const admin = admins.find((entry) => entry.id === userId);
  if (!admin) throw new AppError('admin/not-found');
  const active = admins.filter((entry) => !entry.pending);
  if (!admin.pending && active.length === 1) throw new AppError('admin/last-admin');
  await revokeGlobalAdmin(db, admin.email);
}
