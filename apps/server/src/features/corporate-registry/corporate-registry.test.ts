import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RegistryUser, UserDisableJob } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { makeGlobalAdmin } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { createLogger } from '../../logger.ts';
import { importLegacyExport } from '../content-import/index.ts';
import { createMediaStorage } from '../media-library/index.ts';

/** The legacy corporate registry (issue 16 item 5): users2 lookup, branches, bulk disable and its undo. */
const t = setupTestApp();
const app = () => t.app;
const FIXTURE = path.resolve(import.meta.dirname, '../../../test/fixtures/legacy-export.json');

let admin: RegisteredVisitor;
let employee: RegisteredVisitor;

beforeAll(async () => {
  admin = await registerVisitor(app);
  await makeGlobalAdmin(t.db, admin.id);
  await importLegacyExport(t.db, createLogger('silent'), await readFile(FIXTURE, 'utf8'), {
    storage: createMediaStorage({ mediaDir: t.mediaDir }),
    remote: { fetch: () => Promise.reject(new Error('offline')) },
  });
  // Someone who registered in the new app, whose registry number the corporate registry no longer has.
  employee = await registerVisitor(app, { name: 'Rita Antiga' });
  await t.db
    .updateTable('user_profiles')
    .set({ registry: '777777', department: 'Logística', branch: 'SP' })
    .where('id', '=', employee.id)
    .execute();
});

const names = (users: RegistryUser[]) => users.map((user) => user.name).sort();

async function preview(criteria: object) {
  const response = await admin.agent.post('/api/panel/user-disable/preview', criteria);
  expect(response.status).toBe(200);
  return ((await response.json()) as { users: RegistryUser[]; count: number }).users;
}

describe('registry lookup and branches', () => {
  it('finds the registry entry and the users with that registry number', async () => {
    const response = await admin.agent.request('/api/panel/registry/004512');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { entry: object; users: RegistryUser[] };
    expect(body.entry).toEqual({
      registry: '004512',
      name: 'Carlos Menezes',
      email: null,
      department: 'Logística',
      branch: 'SP',
      enabled: true,
    });
    expect(body.users.map((user) => user.id)).toEqual(['UsErCoRpOrAtIvO0002b']);
    expect(await answer(await admin.agent.request('/api/panel/registry/000000'))).toMatchObject({
      status: 404,
      body: { error: { code: 'registry/not-found' } },
    });
  });

  it("lists the branches of the registry and of users, without 'BH'", async () => {
    const response = await admin.agent.request('/api/panel/registry-branches');
    expect(await response.json()).toEqual({ branches: ['Campinas', 'RJ', 'SP'] });
  });
});

describe('bulk user disable', () => {
  it('previews who a criterion reaches: never anonymous people, admins or excluded names', async () => {
    expect(names(await preview({ branch: 'sp' }))).toEqual(['Carlos Menezes', 'Rita Antiga']);
    expect(names(await preview({ notInRegistry: true }))).toEqual(['Rita Antiga']);
    expect(names(await preview({ branch: 'SP', excludeNames: ['carlos menezes'] }))).toEqual(['Rita Antiga']);
    expect(names(await preview({ department: 'Financeiro' }))).toEqual(['Marta Lins']);
    expect(
      await answer(await admin.agent.post('/api/panel/user-disable/preview', { excludeNames: ['x'] })),
    ).toMatchObject({
      status: 400,
      body: { error: { code: 'criteria-required' } },
    });
  });

  it('disables them (signed out, no new sign-in), and an undo switches exactly them back on', async () => {
    const run = await admin.agent.post('/api/panel/user-disable', { branch: 'SP', excludeNames: ['Carlos Menezes'] });
    expect(run.status).toBe(201);
    const { job } = (await run.json()) as { job: UserDisableJob };
    expect(job).toMatchObject({ count: 1, undoneAt: null });
    expect(await answer(await employee.agent.request('/api/me'))).toMatchObject({ status: 401 });
    const signIn = () =>
      createBrowserAgent(app).post('/api/auth/sign-in/email', { email: employee.email, password: employee.password });
    expect(await answer(await signIn())).toMatchObject({
      status: 403,
      body: { error: { code: 'auth/user-disabled' } },
    });
    const carlos = await t.db
      .selectFrom('user_profiles')
      .select('enabled')
      .where('id', '=', 'UsErCoRpOrAtIvO0002b')
      .executeTakeFirstOrThrow();
    expect(carlos.enabled).toBe(true);
    // Once disabled, they are out of the next preview.
    expect(names(await preview({ notInRegistry: true }))).toEqual([]);

    const jobs = (await (await admin.agent.request('/api/panel/user-disable')).json()) as { jobs: UserDisableJob[] };
    expect(jobs.jobs[0]?.id).toBe(job.id);
    const undo = await admin.agent.post(`/api/panel/user-disable/${job.id}/undo`);
    expect(undo.status).toBe(200);
    expect(((await undo.json()) as { job: UserDisableJob }).job.undoneAt).not.toBeNull();
    expect((await signIn()).status).toBe(200);
    expect(await answer(await admin.agent.post(`/api/panel/user-disable/${job.id}/undo`))).toMatchObject({
      status: 409,
      body: { error: { code: 'user-disable/already-undone' } },
    });
  });
});
