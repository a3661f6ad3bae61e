import { type Guide, type Journey, namesMatch, type Point } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { buildGuide, uniqueId } from '../../../test/factories.ts';
import { makeGlobalAdmin } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/** The panel's rules the database guards too (migration 0011) and deleting a journey with points. */
const t = setupTestApp();
const app = () => t.app;

let admin: RegisteredVisitor;
beforeAll(async () => {
  admin = await registerVisitor(app);
  await makeGlobalAdmin(t.db, admin.id);
});

type Body = Record<string, unknown> & { error?: { code: string; field?: string } };
async function call(method: string, path: string, json?: unknown) {
  const response = await admin.agent.request(path, { method, json });
  return { status: response.status, body: (await response.json()) as Body };
}

const guideBody = (name: Record<string, string>) => ({
  name,
  type: 'Público',
  description: { pt: 'Um museu de teste.' },
  latitude: -8.06,
  longitude: -34.88,
  address: {
    zipCode: '50000-000',
    road: 'Rua da Aurora',
    number: '10',
    neighborhood: 'Boa Vista',
    city: 'Recife',
    state: 'PE',
  },
});

describe('guide names are unique even when created at the same moment', () => {
  it("lets exactly one of several simultaneous creations of one name through; the others get 'existing-name'", async () => {
    const name = `Museu ${uniqueId('simultâneo')}`;
    // The same name as the spec's rule sees it: accents, case and punctuation differ.
    const spellings = [name, name.toUpperCase(), name.normalize('NFD').replace(/\p{M}/gu, ''), `${name}!`, ` ${name}.`];
    const answers = await Promise.all(spellings.map((pt) => call('POST', '/api/panel/guides', guideBody({ pt }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers.filter((entry) => entry.status === 409)) {
      expect(answer.body.error).toMatchObject({ code: 'existing-name', field: 'name.pt' });
    }
    const listed = (await call('GET', '/api/panel/guides')).body.guides as Guide[];
    // Whichever spelling won, exactly one guide has the name (compared as the rule compares names).
    expect(listed.filter((guide) => namesMatch(guide.name.pt ?? '', name))).toHaveLength(1);
  });

  it('two renames to one name at the same moment: one wins, in any language', async () => {
    const [a, b] = [await buildGuide(), await buildGuide()];
    const name = `Casa ${uniqueId('corrida')}`;
    const answers = await Promise.all([
      call('PATCH', `/api/panel/guides/${a.id}`, { name: { pt: name } }),
      call('PATCH', `/api/panel/guides/${b.id}`, { name: { pt: `Outro nome ${uniqueId('x')}`, en: name } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error?.code).toBe('existing-name');
  });

  it('the database itself refuses a taken name, whoever writes the guide; a renamed guide frees its old name', async () => {
    const name = `Guia ${uniqueId('guarda')}`;
    const first = await buildGuide({ name: { pt: name } });
    await expect(buildGuide({ name: { en: name.toLowerCase() } })).rejects.toMatchObject({ code: '23505' });
    const renamed = await call('PATCH', `/api/panel/guides/${first.id}`, { name: { pt: `${name} renomeado` } });
    expect(renamed.status).toBe(200);
    const again = await call('POST', '/api/panel/guides', guideBody({ pt: name }));
    expect(again.status).toBe(201);
    // Deleting a guide frees its name too.
    await call('DELETE', `/api/panel/guides/${(again.body.guide as Guide).id}`);
    expect((await call('POST', '/api/panel/guides', guideBody({ pt: name }))).status).toBe(201);
  });
});

describe('deleting a journey', () => {
  it("with points is refused with 'journey/has-points'; once its points are moved it goes", async () => {
    const guide = await buildGuide();
    const create = async (pt: string) =>
      (
        await call('POST', '/api/panel/journeys', {
          guideId: guide.id,
          name: { pt, en: pt },
          description: { pt: 'D', en: 'D' },
        })
      ).body.journey as Journey;
    const [journey, other] = [await create('Jornada A'), await create('Jornada B')];
    const point = (
      await call('POST', '/api/panel/points', {
        guideId: guide.id,
        journeyIds: [journey.id],
        name: { pt: 'Ponto' },
        description: { pt: 'T' },
      })
    ).body.point as Point;

    const refused = await call('DELETE', `/api/panel/journeys/${journey.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('journey/has-points');
    expect((await call('GET', `/api/panel/points/${point.id}`)).body.point).toMatchObject({ journeyIds: [journey.id] });
    expect((await call('GET', `/api/panel/journeys/${journey.id}`)).status).toBe(200);

    await call('PATCH', `/api/panel/points/${point.id}`, { journeyIds: [other.id] });
    const removed = await call('DELETE', `/api/panel/journeys/${journey.id}`);
    expect(removed.body).toMatchObject({ confirmation: 'journey-removed', id: journey.id });
    expect((await call('GET', `/api/panel/guides/${guide.id}`)).body.guide).toMatchObject({ journeyOrder: [other.id] });
  });
});
