import { ACTIONS, type Action, type Actor } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide } from '../../../test/factories.ts';
import { addGuideManager, buildRoleMatrix, PEOPLE, type Person, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { AppError } from '../../http/app-error.ts';
import { loadActor, requirePermission } from './access.service.ts';

const t = setupTestApp();
const app = () => t.app;

let matrix: RoleMatrix;
beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
});

async function actorOf(person: Person): Promise<Actor | null> {
  if (person === 'anonymous') {
    const me = (await (await matrix.agents.anonymous.request('/api/me')).json()) as { id: string };
    return loadActor(t.db, { id: me.id, name: 'Anônimo', email: '', isAnonymous: true, emailVerified: false });
  }
  const user = matrix.users[person];
  return loadActor(t.db, { id: user.id, name: user.name, email: user.email, isAnonymous: false, emailVerified: true });
}

/** What each person gets from requirePermission on the matrix guide: 'ok' or the error code. */
const EXPECTED: Record<Action, Record<Person, string>> = (() => {
  const allowed: Record<Action, Person[]> = {
    'guide.view': ['contentEditor', 'analyst', 'guideAdmin', 'globalAdmin'],
    'guide.create': ['otherGuideAdmin', 'guideAdmin', 'globalAdmin'],
    'guide.edit': ['guideAdmin', 'globalAdmin'],
    'guide.delete': ['guideAdmin', 'globalAdmin'],
    'guide.content.edit': ['contentEditor', 'guideAdmin', 'globalAdmin'],
    'guide.content.generate': ['contentEditor', 'guideAdmin', 'globalAdmin'],
    'guide.managers.manage': ['guideAdmin', 'globalAdmin'],
    'guide.analytics.read': ['analyst', 'guideAdmin', 'globalAdmin'],
    'guide.helpDesk': ['contentEditor', 'guideAdmin', 'globalAdmin'],
    'panel.access': ['contentEditor', 'analyst', 'otherGuideAdmin', 'guideAdmin', 'globalAdmin', 'roadMapAdmin'],
    'appProperties.edit': ['globalAdmin'],
    'admins.manage': ['globalAdmin'],
    // Road maps (issue 13): the matrix people administer none; road-map admins: road-map-panel.test.ts.
    'roadMap.create': ['globalAdmin'],
    'roadMap.edit': ['globalAdmin'],
    'roadMap.delete': ['globalAdmin'],
    'roadMap.admins.manage': ['globalAdmin'],
    'legacy.import': ['globalAdmin'],
    'users.manage': ['globalAdmin'],
    'backups.manage': ['globalAdmin'],
  };
  const table = {} as Record<Action, Record<Person, string>>;
  for (const action of ACTIONS) {
    table[action] = {} as Record<Person, string>;
    for (const person of PEOPLE) {
      table[action][person] =
        person === 'anonymous'
          ? 'auth/anonymous-not-allowed'
          : allowed[action].includes(person)
            ? 'ok'
            : 'permission/denied';
    }
  }
  return table;
})();

describe('requirePermission on actors loaded from the database', () => {
  for (const action of ACTIONS) {
    it(`decides ${action} for each role`, async () => {
      const outcomes: Record<string, string> = {};
      for (const person of PEOPLE) {
        try {
          requirePermission(await actorOf(person), action, matrix.guideId);
          outcomes[person] = 'ok';
        } catch (error) {
          outcomes[person] = error instanceof AppError ? error.code : String(error);
        }
      }
      expect(outcomes).toEqual(EXPECTED[action]);
    });
  }

  it('answers auth/session-required without a session', () => {
    expect(() => requirePermission(null, 'panel.access')).toThrow(
      expect.objectContaining({ code: 'auth/session-required' }),
    );
  });

  it('answers permission/denied with status 403', async () => {
    const error = (() => {
      try {
        requirePermission({ userId: 'u', isAnonymous: false, isGlobalAdmin: false, guideRoles: {} }, 'guide.edit', 'g');
      } catch (caught) {
        return caught as AppError;
      }
    })();
    expect({ code: error?.code, status: error?.status }).toEqual({ code: 'permission/denied', status: 403 });
  });

  it('ignores role names that are not the spec guide roles', async () => {
    const guide = await buildGuide();
    const user = matrix.users.commonUser;
    await addGuideManager(t.db, guide.id, user, ['Edição de conteúdo' as never]);
    const actor = await actorOf('commonUser');
    expect(actor?.guideRoles[guide.id]).toBeUndefined();
    expect(() => requirePermission(actor, 'guide.content.edit', guide.id)).toThrow(
      expect.objectContaining({ code: 'permission/denied' }),
    );
  });
});

describe('GET /api/me/access', () => {
  it('answers 401 auth/session-required without a session', async () => {
    const response = await createBrowserAgent(app).request('/api/me/access');
    expect(await answer(response)).toEqual({ status: 401, body: { error: { code: 'auth/session-required' } } });
  });

  it('answers no roles to anonymous visitors and common users', async () => {
    for (const person of ['anonymous', 'commonUser'] as const) {
      const response = await matrix.agents[person].request('/api/me/access');
      expect(await answer(response)).toEqual({
        status: 200,
        body: { isGlobalAdmin: false, guides: [], manageableGuideIds: [] },
      });
    }
  });

  it.each([
    ['contentEditor', 'Edição de contéudo'],
    ['analyst', 'Análise'],
  ] as const)('lists the %s role without manageable guides', async (person, role) => {
    const body = await (await matrix.agents[person].request('/api/me/access')).json();
    expect(body).toEqual({
      isGlobalAdmin: false,
      guides: [{ guideId: matrix.guideId, roles: [role] }],
      manageableGuideIds: [],
    });
  });

  it('lists only their own guide as manageable for guide admins', async () => {
    const own = await (await matrix.agents.guideAdmin.request('/api/me/access')).json();
    const other = await (await matrix.agents.otherGuideAdmin.request('/api/me/access')).json();
    expect({ own, other }).toEqual({
      own: {
        isGlobalAdmin: false,
        guides: [{ guideId: matrix.guideId, roles: ['Administração'] }],
        manageableGuideIds: [matrix.guideId],
      },
      other: {
        isGlobalAdmin: false,
        guides: [{ guideId: matrix.otherGuideId, roles: ['Administração'] }],
        manageableGuideIds: [matrix.otherGuideId],
      },
    });
  });

  it('lists the road maps a road-map administrator administers, and no guide', async () => {
    const body = await (await matrix.agents.roadMapAdmin.request('/api/me/access')).json();
    expect(body).toEqual({ isGlobalAdmin: false, guides: [], manageableGuideIds: [], roadMapIds: [matrix.roadMapId] });
  });

  it('lists every guide as manageable for a global admin', async () => {
    const response = await matrix.agents.globalAdmin.request('/api/me/access');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { isGlobalAdmin: boolean; guides: unknown[]; manageableGuideIds: string[] };
    const allIds = (await t.db.selectFrom('guides').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(body).toEqual({ isGlobalAdmin: true, guides: [], manageableGuideIds: allIds });
    expect(body.manageableGuideIds).toEqual(expect.arrayContaining([matrix.guideId, matrix.otherGuideId]));
  });
});
