import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  type Action,
  type Actor,
  can,
  canChangePartner,
  GUIDE_ROLES,
  isGuideRole,
  manageableGuideIds,
} from './permissions.ts';

const GUIDE = 'guia-a';
const OTHER = 'guia-b';

const actor = (overrides: Partial<Actor> = {}): Actor => ({
  userId: 'u1',
  isAnonymous: false,
  isGlobalAdmin: false,
  guideRoles: {},
  ...overrides,
});

const people = {
  anonymous: actor({ isAnonymous: true }),
  common: actor(),
  contentEditor: actor({ guideRoles: { [GUIDE]: ['Edição de contéudo'] } }),
  analyst: actor({ guideRoles: { [GUIDE]: ['Análise'] } }),
  otherGuideAdmin: actor({ guideRoles: { [OTHER]: ['Administração'] } }),
  guideAdmin: actor({ guideRoles: { [GUIDE]: ['Administração'] } }),
  globalAdmin: actor({ isGlobalAdmin: true }),
} as const;
type Person = keyof typeof people;

/** Who may do each action on GUIDE (the matrix of docs/decisions/0007-permissions.md). */
const MATRIX: Record<Action, Person[]> = {
  'guide.view': ['contentEditor', 'analyst', 'guideAdmin', 'globalAdmin'],
  'guide.create': ['otherGuideAdmin', 'guideAdmin', 'globalAdmin'],
  'guide.edit': ['guideAdmin', 'globalAdmin'],
  'guide.delete': ['guideAdmin', 'globalAdmin'],
  'guide.content.edit': ['contentEditor', 'guideAdmin', 'globalAdmin'],
  'guide.content.generate': ['contentEditor', 'guideAdmin', 'globalAdmin'],
  'guide.managers.manage': ['guideAdmin', 'globalAdmin'],
  'guide.analytics.read': ['analyst', 'guideAdmin', 'globalAdmin'],
  'guide.helpDesk': ['contentEditor', 'guideAdmin', 'globalAdmin'],
  'panel.access': ['contentEditor', 'analyst', 'otherGuideAdmin', 'guideAdmin', 'globalAdmin'],
  'appProperties.edit': ['globalAdmin'],
  'admins.manage': ['globalAdmin'],
  'roadMap.create': ['globalAdmin'],
  'roadMap.edit': ['globalAdmin'],
  'roadMap.delete': ['globalAdmin'],
  'roadMap.admins.manage': ['globalAdmin'],
  'legacy.import': ['globalAdmin'],
  'users.manage': ['globalAdmin'],
  'backups.manage': ['globalAdmin'],
};

describe('can', () => {
  for (const action of ACTIONS) {
    for (const person of Object.keys(people) as Person[]) {
      const allowed = MATRIX[action].includes(person);
      it(`${allowed ? 'lets' : 'refuses'} ${person} ${action}`, () => {
        expect(can(people[person], action, GUIDE)).toBe(allowed);
      });
    }
  }

  it('refuses a missing actor (no session)', () => {
    for (const action of ACTIONS) expect(can(null, action, GUIDE)).toBe(false);
  });

  it('refuses guide actions without a guide id, except to global admins', () => {
    expect(can(people.guideAdmin, 'guide.edit')).toBe(false);
    expect(can(people.contentEditor, 'guide.content.edit')).toBe(false);
    expect(can(people.globalAdmin, 'guide.edit')).toBe(true);
  });

  it('refuses an anonymous session even when it carries roles', () => {
    const odd = actor({ isAnonymous: true, isGlobalAdmin: true, guideRoles: { [GUIDE]: ['Administração'] } });
    expect(ACTIONS.some((action) => can(odd, action, GUIDE))).toBe(false);
  });

  it('lets a road-map administrator into the panel and edit only their road maps', () => {
    const roadMapAdmin = actor({ roadMapIds: ['roteiro-a'] });
    expect(can(roadMapAdmin, 'panel.access')).toBe(true);
    expect(can(roadMapAdmin, 'roadMap.edit', 'roteiro-a')).toBe(true);
    expect(can(roadMapAdmin, 'roadMap.edit', 'roteiro-b')).toBe(false);
    expect(can(roadMapAdmin, 'roadMap.edit')).toBe(false);
    for (const action of ['roadMap.create', 'roadMap.delete', 'roadMap.admins.manage', 'guide.view'] as const) {
      expect(can(roadMapAdmin, action, 'roteiro-a')).toBe(false);
    }
  });

  it('combines roles held on one guide', () => {
    const both = actor({ guideRoles: { [GUIDE]: ['Edição de contéudo', 'Análise'] } });
    expect(can(both, 'guide.content.edit', GUIDE)).toBe(true);
    expect(can(both, 'guide.analytics.read', GUIDE)).toBe(true);
    expect(can(both, 'guide.edit', GUIDE)).toBe(false);
  });

  it('gives no panel access for an empty role list', () => {
    expect(can(actor({ guideRoles: { [GUIDE]: [] } }), 'panel.access')).toBe(false);
  });
});

describe('manageableGuideIds', () => {
  const all = ['g3', GUIDE, OTHER];

  it('lists every guide, in order, for a global admin', () => {
    expect(manageableGuideIds(people.globalAdmin, all)).toEqual(all);
  });

  it('lists only the guides a guide admin administers', () => {
    const admin = actor({ guideRoles: { [GUIDE]: ['Administração'], [OTHER]: ['Análise'] } });
    expect(manageableGuideIds(admin, all)).toEqual([GUIDE]);
  });

  it.each(['anonymous', 'common', 'contentEditor', 'analyst'] as const)('lists none for %s', (person) => {
    expect(manageableGuideIds(people[person], all)).toEqual([]);
  });

  it('lists none without a session', () => {
    expect(manageableGuideIds(null, all)).toEqual([]);
  });
});

describe('isGuideRole', () => {
  it('accepts the spec spelling only', () => {
    for (const role of GUIDE_ROLES) expect(isGuideRole(role)).toBe(true);
    expect(isGuideRole('Edição de conteúdo')).toBe(false);
    expect(isGuideRole('Comum')).toBe(false);
    expect(isGuideRole(undefined)).toBe(false);
  });
});

describe('a sponsor or social network listed by several guides or road maps', () => {
  const both = actor({ guideRoles: { [GUIDE]: ['Administração'], [OTHER]: ['Administração'] } });
  const shared = { guideIds: [GUIDE, OTHER], roadMapIds: [] };

  it('is changed only by someone who may edit every guide that lists it', () => {
    expect(canChangePartner(people.guideAdmin, shared)).toBe(false);
    expect(canChangePartner(people.otherGuideAdmin, shared)).toBe(false);
    expect(canChangePartner(people.contentEditor, { guideIds: [GUIDE], roadMapIds: [] })).toBe(false);
    expect(canChangePartner(both, shared)).toBe(true);
    expect(canChangePartner(people.globalAdmin, shared)).toBe(true);
    expect(canChangePartner(people.guideAdmin, { guideIds: [GUIDE], roadMapIds: [] })).toBe(true);
  });

  it('listed by a road map, also needs that road map', () => {
    const onRoadMap = { guideIds: [GUIDE], roadMapIds: ['roteiro'] };
    expect(canChangePartner(people.guideAdmin, onRoadMap)).toBe(false);
    expect(canChangePartner({ ...people.guideAdmin, roadMapIds: ['roteiro'] }, onRoadMap)).toBe(true);
    expect(canChangePartner(people.globalAdmin, onRoadMap)).toBe(true);
  });

  it('nobody changes anything without a session', () => {
    expect(canChangePartner(null, { guideIds: [], roadMapIds: [] })).toBe(false);
    expect(canChangePartner(people.anonymous, { guideIds: [], roadMapIds: [] })).toBe(false);
  });
});
