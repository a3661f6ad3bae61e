import { userProfile } from '@percurso/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, answer, errorCodeOf, registerVisitor } from '../../../test/accounts.ts';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;

const patchMe = (agent: BrowserAgent, json: unknown) => agent.request('/api/me', { method: 'PATCH', json });

describe('PATCH /api/me', () => {
  it('saves every profile field and answers the saved document', async () => {
    const visitor = await registerVisitor(app);
    const response = await patchMe(visitor.agent, {
      name: '  Ana Souza ',
      gender: 'Feminino',
      birthDate: '1990/02/28',
      cep: '01310-100',
      country: 'Brasil',
      state: 'SP',
      city: 'São Paulo',
      idiom: 'Español',
      termsAndPolicyCheck: true,
    });
    expect(response.status).toBe(200);
    const saved = userProfile.parse(await response.json());
    expect(saved).toMatchObject({
      id: visitor.id,
      name: 'Ana Souza',
      gender: 'Feminino',
      birthDate: '1990-02-28',
      cep: '01310-100',
      country: 'Brasil',
      state: 'SP',
      city: 'São Paulo',
      idiom: 'Español',
      termsAndPolicyCheck: true,
    });
    expect(userProfile.parse(await (await visitor.agent.request('/api/me')).json())).toEqual(saved);
    // The session shows the new name too.
    const session = (await (await visitor.agent.request('/api/auth/get-session')).json()) as { user: { name: string } };
    expect(session.user.name).toBe('Ana Souza');
  });

  it('leaves fields that are not sent as they were and stores blank ones as not informed', async () => {
    const visitor = await registerVisitor(app);
    await patchMe(visitor.agent, { name: 'Ana', city: 'Recife', gender: 'Outro' });
    const response = await patchMe(visitor.agent, { name: 'Ana Maria', city: '  ', gender: '' });
    expect(await response.json()).toMatchObject({ name: 'Ana Maria', city: null, gender: null, idiom: 'Português' });
  });

  it.each([
    ['missing', {}],
    ['blank', { name: '   ' }],
  ])('answers user/name-required (Informe o nome!) for a %s name', async (_case, body) => {
    const visitor = await registerVisitor(app);
    expect(await answer(await patchMe(visitor.agent, body))).toEqual({
      status: 400,
      body: { error: { code: 'user/name-required', field: 'name' } },
    });
  });

  it('answers user/name-too-long naming the field for a 7,800-character name, and keeps the saved one', async () => {
    const visitor = await registerVisitor(app);
    expect(await answer(await patchMe(visitor.agent, { name: 'A'.repeat(7800) }))).toEqual({
      status: 400,
      body: { error: { code: 'user/name-too-long', field: 'name' } },
    });
    expect(((await (await visitor.agent.request('/api/me')).json()) as { name: string }).name).toBe(visitor.name);
  });

  it.each(['28/02/1990', '1990/02/30', '1990/13/01', '2990/01/01', 'ontem'])(
    'answers birthDate-invalid (Data inválida!) for %s',
    async (birthDate) => {
      const visitor = await registerVisitor(app);
      expect(await answer(await patchMe(visitor.agent, { name: 'Ana', birthDate }))).toEqual({
        status: 400,
        body: { error: { code: 'birthDate-invalid', field: 'birthDate' } },
      });
    },
  );

  it.each([
    ['gender', { gender: 'Masc' }],
    ['idiom', { idiom: 'Deutsch' }],
    ['termsAndPolicyCheck', { termsAndPolicyCheck: 'sim' }],
    ['city', { city: 'x'.repeat(121) }],
  ])('answers invalid-request naming %s for a value outside the spec', async (field, body) => {
    const visitor = await registerVisitor(app);
    expect(await answer(await patchMe(visitor.agent, { name: 'Ana', ...body }))).toEqual({
      status: 400,
      body: { error: { code: 'invalid-request', field } },
    });
  });

  it('answers invalid-json for a body that is not JSON', async () => {
    const visitor = await registerVisitor(app);
    const cookie = [...visitor.agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await t.app.request('/api/me', {
      method: 'PATCH',
      headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' },
      body: '{name:',
    });
    expect(await errorCodeOf(response)).toBe('invalid-json');
  });

  it('refuses anonymous users (auth/anonymous-not-allowed) and requests without a session', async () => {
    const anonymous = await anonymousVisitor(app);
    expect(await answer(await patchMe(anonymous, { name: 'Ana' }))).toEqual({
      status: 403,
      body: { error: { code: 'auth/anonymous-not-allowed' } },
    });
    expect(await errorCodeOf(await patchMe(createBrowserAgent(app), { name: 'Ana' }))).toBe('auth/session-required');
  });

  it('answers user/save-failed, logged with the request, when the database refuses the write', async () => {
    const visitor = await registerVisitor(app);
    // A value the schema lets through but the column cannot hold makes the write fail for real.
    await t.db.schema
      .alterTable('user_profiles')
      .addCheckConstraint('test_no_city_atlantis', sql`city <> 'Atlântida'`)
      .execute();
    try {
      const response = await patchMe(visitor.agent, { name: 'Ana', city: 'Atlântida' });
      expect(await answer(response)).toEqual({ status: 500, body: { error: { code: 'user/save-failed' } } });
      expect(t.logs).toContainEqual(expect.objectContaining({ msg: 'profile not saved', userId: visitor.id }));
    } finally {
      await t.db.schema.alterTable('user_profiles').dropConstraint('test_no_city_atlantis').execute();
    }
  });
});
