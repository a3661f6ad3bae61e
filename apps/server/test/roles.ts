import type { GuideRole } from '@percurso/shared';
import type { App } from '../src/app.ts';
import { json } from '../src/db/column-types.ts';
import type { Db } from '../src/db/database.ts';
import type { GuideManager } from '../src/db/tables/index.ts';
import { anonymousVisitor, type RegisteredVisitor, registerVisitor } from './accounts.ts';
import type { BrowserAgent } from './browser-agent.ts';
import { buildGuide, buildRoadMap, uniqueId } from './factories.ts';

/**
 * The owner followed the verification link: panel roles (managers, admins, ADMIN_EMAIL) count
 * only for verified e-mails, so the helpers below that give one verify the account first.
 */
export async function markEmailVerified(db: Db, userId: string) {
  await db.updateTable('auth_users').set({ email_verified: true }).where('id', '=', userId).execute();
}

/** Adds the user to the guide's managers with these roles (what the panel will do by e-mail). */
export async function addGuideManager(db: Db, guideId: string, user: RegisteredVisitor, roles: GuideRole[]) {
  await markEmailVerified(db, user.id);
  const guide = await db.selectFrom('guides').select('managers').where('id', '=', guideId).executeTakeFirstOrThrow();
  const managers: GuideManager[] = [...guide.managers, { id: user.id, email: user.email, name: user.name, roles }];
  await db
    .updateTable('guides')
    .set({ managers: json(managers) })
    .where('id', '=', guideId)
    .execute();
}

/** Makes the user an administrator of the road map (admin_panel_access of type roadMap). */
export async function addRoadMapAdmin(db: Db, roadMapId: string, user: RegisteredVisitor) {
  await markEmailVerified(db, user.id);
  await db
    .insertInto('admin_panel_access')
    .values({
      id: uniqueId('road-map-admin'),
      road_map_id: roadMapId,
      user_id: user.id,
      user_email: user.email,
      user_name: user.name,
      type: 'roadMap',
    })
    .execute();
}

/** A global admin: a panel access record. */
export async function makeGlobalAdmin(db: Db, userId: string) {
  await markEmailVerified(db, userId);
  await db.insertInto('panel_access').values({ user_id: userId }).execute();
}

export const PEOPLE = [
  'anonymous',
  'commonUser',
  'contentEditor',
  'analyst',
  'otherGuideAdmin',
  'guideAdmin',
  'globalAdmin',
  'roadMapAdmin',
] as const;
export type Person = (typeof PEOPLE)[number];

/** Who reads a guide's usage dashboards and its CSV export (guide.analytics.read, issue 15). */
export const ANALYTICS_READERS: Person[] = ['analyst', 'guideAdmin', 'globalAdmin'];

export interface RoleMatrix {
  /** The guide the roles are about; `otherGuideId` is administered by otherGuideAdmin only. */
  guideId: string;
  otherGuideId: string;
  /** A road map administered by roadMapAdmin only (issue 13: adminPanelAcess of type roadMap). */
  roadMapId: string;
  agents: Record<Person, BrowserAgent>;
  users: Record<Exclude<Person, 'anonymous'>, RegisteredVisitor>;
}

/**
 * The permission matrix's eight people, each signed in with an agent of their own, on two fresh
 * guides (issue 5: anonymous, common user, content editor, analyst, admin of another guide,
 * guide admin, global admin), and a road-map administrator (issue 13).
 */
export async function buildRoleMatrix(app: () => App, db: Db): Promise<RoleMatrix> {
  const [guide, otherGuide] = [await buildGuide(), await buildGuide()];
  const register = () => registerVisitor(app);
  const users = {
    commonUser: await register(),
    contentEditor: await register(),
    analyst: await register(),
    otherGuideAdmin: await register(),
    guideAdmin: await register(),
    globalAdmin: await register(),
    roadMapAdmin: await register(),
  };
  await addGuideManager(db, guide.id, users.contentEditor, ['Edição de contéudo']);
  await addGuideManager(db, guide.id, users.analyst, ['Análise']);
  await addGuideManager(db, guide.id, users.guideAdmin, ['Administração']);
  await addGuideManager(db, otherGuide.id, users.otherGuideAdmin, ['Administração']);
  await makeGlobalAdmin(db, users.globalAdmin.id);
  const roadMap = await buildRoadMap({ guides: [{ id: guide.id, name: guide.name }] });
  await addRoadMapAdmin(db, roadMap.id, users.roadMapAdmin);
  const agents = {
    anonymous: await anonymousVisitor(app),
    ...Object.fromEntries(Object.entries(users).map(([person, user]) => [person, user.agent])),
  } as Record<Person, BrowserAgent>;
  return { guideId: guide.id, otherGuideId: otherGuide.id, roadMapId: roadMap.id, agents, users };
}

/**
 * Someone who administers both guides of the matrix (`guideId` and `otherGuideId`): they may change
 * a sponsor or social network the two guides share, which neither single-guide admin may.
 */
export async function registerAdminOfBothGuides(app: () => App, db: Db, matrix: RoleMatrix) {
  const user = await registerVisitor(app);
  await addGuideManager(db, matrix.guideId, user, ['Administração']);
  await addGuideManager(db, matrix.otherGuideId, user, ['Administração']);
  return user;
}
