import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRoleMatrix, PEOPLE, type Person, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp, TEST_ORIGIN } from '../../../test/test-app.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { handleErrors } from '../../http/error-handler.ts';
import { createLogger } from '../../logger.ts';
import { createAuth } from '../auth/index.ts';
import { createMailer } from '../mail/index.ts';
import { createAccessPolicy } from './access.policy.ts';

const t = setupTestApp();
const app = () => t.app;

let matrix: RoleMatrix;
/** A test-only app with guarded routes, reading the sessions the real app signed. */
let guarded: Hono<AppEnv>;

beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
  const logger = createLogger('silent');
  const mailer = createMailer({ dataDir: t.dataDir, smtpUrl: undefined, mailFrom: undefined }, logger);
  const auth = createAuth(
    t.db,
    { secret: 'test-secret-of-at-least-thirty-two-characters', publicOrigin: TEST_ORIGIN, mailer },
    logger,
  );
  const policy = createAccessPolicy(t.db, auth);
  guarded = new Hono<AppEnv>();
  guarded.onError(handleErrors(logger));
  guarded.patch('/guides/:guideId', policy.guard('guide.edit', 'guideId'), (c) => c.json({ edited: true }));
  guarded.get('/guides/:guideId/analytics', async (c) => {
    const actor = await policy.authorize(c, 'guide.analytics.read', c.req.param('guideId'));
    return c.json({ readBy: actor.userId });
  });
});

async function statusFor(person: Person, method: string, path: string) {
  const cookie = [...matrix.agents[person].cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await guarded.request(`${TEST_ORIGIN}${path}`, { method, headers: { cookie, origin: TEST_ORIGIN } });
  const body = (await response.json()) as { error?: { code: string } };
  return body.error?.code ?? response.status;
}

describe('the access policy on routes', () => {
  it('guards PATCH /guides/:guideId with guide.edit for each role', async () => {
    const outcomes = Object.fromEntries(
      await Promise.all(PEOPLE.map(async (p) => [p, await statusFor(p, 'PATCH', `/guides/${matrix.guideId}`)])),
    );
    expect(outcomes).toEqual({
      anonymous: 'auth/anonymous-not-allowed',
      commonUser: 'permission/denied',
      contentEditor: 'permission/denied',
      analyst: 'permission/denied',
      otherGuideAdmin: 'permission/denied',
      guideAdmin: 200,
      globalAdmin: 200,
      roadMapAdmin: 'permission/denied',
    });
  });

  it('authorizes analytics inside a handler for each role', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const person of PEOPLE) {
      outcomes[person] = await statusFor(person, 'GET', `/guides/${matrix.guideId}/analytics`);
    }
    expect(outcomes).toEqual({
      anonymous: 'auth/anonymous-not-allowed',
      commonUser: 'permission/denied',
      contentEditor: 'permission/denied',
      analyst: 200,
      otherGuideAdmin: 'permission/denied',
      guideAdmin: 200,
      globalAdmin: 200,
      roadMapAdmin: 'permission/denied',
    });
  });

  it('answers auth/session-required without a session cookie', async () => {
    const response = await guarded.request(`${TEST_ORIGIN}/guides/${matrix.guideId}`, { method: 'PATCH' });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 401,
      body: { error: { code: 'auth/session-required' } },
    });
  });
});
