/**
 * Who may do what (spec §6; the exact mapping is ours: docs/decisions/0007-permissions.md).
 * Pure: the server loads an Actor from the database and asks `can`; the web app asks the same
 * function with the actor from GET /api/me/access to hide what a role cannot do.
 */

// USER_ROLES ('Comum', 'Administração') live with the other account constants (constants.ts).

/** The spec's guide manager roles, spelled as stored ('contéudo' sic). */
export const GUIDE_ROLES = ['Administração', 'Edição de contéudo', 'Análise'] as const;
export type GuideRole = (typeof GUIDE_ROLES)[number];

export const GUIDE_ADMIN_ROLE: GuideRole = 'Administração';
export const CONTENT_EDITOR_ROLE: GuideRole = 'Edição de contéudo';
export const ANALYST_ROLE: GuideRole = 'Análise';

export function isGuideRole(value: unknown): value is GuideRole {
  return typeof value === 'string' && (GUIDE_ROLES as readonly string[]).includes(value);
}

/** The signed-in person as the rules see them. */
export interface Actor {
  userId: string;
  isAnonymous: boolean;
  /** Has a panel access record (the spec's panelAcess keyed by user id). */
  isGlobalAdmin: boolean;
  /** Roles by guide id, from each guide's managers. */
  guideRoles: Record<string, GuideRole[]>;
  /** Road maps the actor administers (adminPanelAcess of type roadMap); absent means none. */
  roadMapIds?: string[];
}

export const ACTIONS = [
  /** Read a guide and its content in the panel, disabled records included: any role on it. */
  'guide.view',
  'guide.create',
  'guide.edit',
  'guide.delete',
  /** Journeys, points, maps and media of a guide. */
  'guide.content.edit',
  /** Generated content (narration by text-to-speech, machine translation): it spends engine time or a paid API. */
  'guide.content.generate',
  'guide.managers.manage',
  'guide.analytics.read',
  /** The front desk: see visitors' help requests of the guide, acknowledge and close them. */
  'guide.helpDesk',
  'panel.access',
  'appProperties.edit',
  'admins.manage',
  /** Road maps (issue 13): global admins create, delete and name their administrators; */
  'roadMap.create',
  /** a road-map administrator edits the road maps they administer (the id is the road map's). */
  'roadMap.edit',
  'roadMap.delete',
  'roadMap.admins.manage',
  /** Import the original system's export (issue 16): global admins only. */
  'legacy.import',
  /** The corporate registry (users2) and the bulk user-disable job: global admins only. */
  'users.manage',
  /** Backups of the whole installation (issue 27 item 6): global admins only. */
  'backups.manage',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Actions on one guide: they need its id, and a role on that guide (or global admin). */
const GUIDE_ACTION_ROLES: Partial<Record<Action, readonly GuideRole[]>> = {
  'guide.view': GUIDE_ROLES,
  'guide.edit': [GUIDE_ADMIN_ROLE],
  'guide.delete': [GUIDE_ADMIN_ROLE],
  'guide.content.edit': [GUIDE_ADMIN_ROLE, CONTENT_EDITOR_ROLE],
  'guide.content.generate': [GUIDE_ADMIN_ROLE, CONTENT_EDITOR_ROLE],
  'guide.managers.manage': [GUIDE_ADMIN_ROLE],
  'guide.analytics.read': [GUIDE_ADMIN_ROLE, ANALYST_ROLE],
  // The people who run the venue; analysts read numbers and never see a visitor's request.
  'guide.helpDesk': [GUIDE_ADMIN_ROLE, CONTENT_EDITOR_ROLE],
};

/**
 * Whether the actor may do the action (on the guide, for guide actions; on the road map whose id
 * is the third argument, for 'roadMap.edit'). Anonymous: nothing.
 */
export function can(actor: Actor | null, action: Action, guideId?: string): boolean {
  if (!actor || actor.isAnonymous) return false;
  if (actor.isGlobalAdmin) return true;
  const roles = Object.values(actor.guideRoles);
  switch (action) {
    case 'panel.access':
      return roles.some((list) => list.length > 0) || (actor.roadMapIds?.length ?? 0) > 0;
    case 'roadMap.edit':
      return guideId !== undefined && (actor.roadMapIds?.includes(guideId) ?? false);
    case 'roadMap.create':
    case 'roadMap.delete':
    case 'roadMap.admins.manage':
      return false;
    // Common users cannot create guides: a guide admin can, and becomes admin of the new one.
    case 'guide.create':
      return roles.some((list) => list.includes(GUIDE_ADMIN_ROLE));
    case 'appProperties.edit':
    case 'admins.manage':
    case 'legacy.import':
    case 'users.manage':
    case 'backups.manage':
      return false;
    default: {
      const allowed = GUIDE_ACTION_ROLES[action];
      if (!allowed || guideId === undefined) return false;
      const held = actor.guideRoles[guideId] ?? [];
      return held.some((role) => allowed.includes(role));
    }
  }
}

/**
 * The spec's admin guide list: global admins see every guide, guide admins the guides where they
 * hold 'Administração', everyone else none. Keeps the order of `allGuideIds`.
 */
export function manageableGuideIds(actor: Actor | null, allGuideIds: readonly string[]): string[] {
  if (!actor || actor.isAnonymous) return [];
  if (actor.isGlobalAdmin) return [...allGuideIds];
  return allGuideIds.filter((id) => actor.guideRoles[id]?.includes(GUIDE_ADMIN_ROLE) ?? false);
}

/** Every guide and road map that lists one sponsor or social network (their sponsorIds / socialNetIds). */
export interface PartnerHolders {
  guideIds: readonly string[];
  roadMapIds: readonly string[];
}

/**
 * Whether the actor may change a sponsor or social network (or list it in one more guide): one
 * record shows on every guide and road map that lists it, so they must be able to edit each of
 * them ('guide.edit', 'roadMap.edit'); global admins always may. Someone who may not can still
 * take it off their own guide, or make a copy for it (docs/decisions/0007-permissions.md).
 */
export function canChangePartner(actor: Actor | null, holders: PartnerHolders): boolean {
  return (
    holders.guideIds.every((guideId) => can(actor, 'guide.edit', guideId)) &&
    holders.roadMapIds.every((roadMapId) => can(actor, 'roadMap.edit', roadMapId)) &&
    can(actor, 'panel.access')
  );
}
