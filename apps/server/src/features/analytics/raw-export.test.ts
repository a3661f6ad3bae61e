import { RAW_EXPORT_COLUMNS, rawExportRow, UTF8_BOM } from '@percurso/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { buildGuide, buildPoint, uniqueId } from '../../../test/factories.ts';
import { buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { backend } from '../../../test/test-database.ts';
import { purgeRawEvents, retentionCutoff } from './raw-retention.ts';

/**
 * The anonymised raw export and the raw events' retention (issue 31 item 5), over a hand-made log:
 * Ana (registered, São Paulo, born 1990) and Bruno (Rio de Janeiro, born 2001) in March 2025, one
 * event of each on either side of the month, and a visit event without a session. Retention is
 * here too because it is checked against that log (the export stays whole, the dashboards the
 * same). Usage tracking off (item 6) is in features/users/usage-tracking.test.ts.
 */
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the expectations check them.
type AnyBody = Record<string, any>;

const t = setupTestApp();
const app = () => t.app;

let matrix: RoleMatrix;
let g: string;
let p1: string;
let p2: string;
let ana: RegisteredVisitor;
const bruno = uniqueId('bruno');
const ANA_BIRTH = '1990-05-17';
const BRUNO_BIRTH = '2001-02-03';
const SAO_PAULO = {
  zipCode: '01000-000',
  road: 'Rua',
  number: '1',
  neighborhood: 'Sé',
  city: 'São Paulo',
  state: 'SP',
};

function interaction(guideId: string, who: 'ana' | 'bruno', at: string, pointId: string, unlock = true) {
  const person =
    who === 'ana'
      ? {
          user_id: ana.id,
          user_name: ana.name,
          user_gender: 'Feminino',
          user_city: 'São Paulo',
          user_birth_date: ANA_BIRTH,
        }
      : {
          user_id: bruno,
          user_name: 'Bruno Lima',
          user_gender: 'Masculino',
          user_city: 'Rio de Janeiro',
          user_birth_date: BRUNO_BIRTH,
        };
  return {
    id: uniqueId('i'),
    type: unlock ? 'Desbloqueio de interação' : 'Acesso ao conteudo',
    tracker: 'intPointDialog',
    guide_id: guideId,
    guide_name: 'Museu',
    journey_id: null,
    point_id: pointId,
    point_name: 'Ponto',
    ...person,
    created_at: new Date(at),
  };
}

function visitEvent(
  guideId: string,
  userId: string | null,
  at: string,
  kind: string,
  pointId: string,
  format = 'narration',
) {
  return {
    id: uniqueId('e'),
    kind,
    guide_id: guideId,
    point_id: pointId,
    user_id: userId,
    language: 'pt',
    format,
    created_at: new Date(at),
  };
}

beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
  g = matrix.guideId;
  await t.db
    .updateTable('guides')
    .set({ address: sql`${JSON.stringify(SAO_PAULO)}::jsonb` as never })
    .where('id', '=', g)
    .execute();
  p1 = (await buildPoint({ guideId: g })).id;
  p2 = (await buildPoint({ guideId: g })).id;
  ana = await registerVisitor(app, { name: 'Ana Souza' });
  await t.db
    .updateTable('user_profiles')
    .set({ birth_date: ANA_BIRTH, city: 'São Paulo', state: 'SP', gender: 'Feminino' })
    .where('id', '=', ana.id)
    .execute();
  await t.db
    .insertInto('interactions')
    .values([
      interaction(g, 'ana', '2025-02-28T12:00:00Z', p1),
      interaction(g, 'ana', '2025-03-10T13:00:00Z', p1),
      interaction(g, 'ana', '2025-03-10T13:10:00Z', p2, false),
      interaction(g, 'bruno', '2025-03-11T12:00:00Z', p2),
      interaction(g, 'bruno', '2025-04-01T12:00:00Z', p1),
    ])
    .execute();
  await t.db
    .insertInto('visit_events')
    .values([
      visitEvent(g, ana.id, '2025-03-10T13:00:30Z', 'pointView', p1),
      visitEvent(g, ana.id, '2025-03-10T13:01:00Z', 'narrationPlay', p1),
      visitEvent(g, bruno, '2025-03-11T12:00:30Z', 'pointView', p2, 'standard'),
      visitEvent(g, null, '2025-03-12T12:00:00Z', 'videoPlay', p2, '=HYPERLINK("http://evil.example")'),
      visitEvent(g, bruno, '2025-04-01T12:00:30Z', 'pointView', p1),
    ])
    .execute();
});

const MARCH = 'from=2025-03-01&to=2025-03-31';

async function download(query: string, who: keyof RoleMatrix['agents'] = 'analyst') {
  return matrix.agents[who].request(`/api/panel/guides/${g}/analytics/raw-export?${query}`);
}

async function ndjson(query = MARCH) {
  const response = await download(query);
  expect(response.status).toBe(200);
  const text = await response.text();
  return {
    response,
    text,
    rows: text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line)),
  };
}

describe('GET /api/panel/guides/:guideId/analytics/raw-export', () => {
  it('streams the period’s interactions then visit events as NDJSON, each row in the documented schema', async () => {
    const { response, rows } = await ndjson();
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="percurso-raw-${g}-2025-03-01-2025-03-31.ndjson"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const row of rows) expect(rawExportRow.strict().safeParse(row).error).toBeUndefined();
    expect(rows.map((row) => [row.source, row.event, row.at])).toEqual([
      ['interaction', 'unlock', '2025-03-10T13:00:00.000Z'],
      ['interaction', 'access', '2025-03-10T13:10:00.000Z'],
      ['interaction', 'unlock', '2025-03-11T12:00:00.000Z'],
      ['visitEvent', 'pointView', '2025-03-10T13:00:30.000Z'],
      ['visitEvent', 'narrationPlay', '2025-03-10T13:01:00.000Z'],
      ['visitEvent', 'pointView', '2025-03-11T12:00:30.000Z'],
      ['visitEvent', 'videoPlay', '2025-03-12T12:00:00.000Z'],
    ]);
  });

  it('holds the age band and region, a pseudonym per export, and no name, e-mail, birth date, gender, city or id', async () => {
    const { text, rows } = await ndjson();
    for (const personal of [ana.name, ana.email, ana.id, bruno, 'Bruno Lima', ANA_BIRTH, BRUNO_BIRTH]) {
      expect(text).not.toContain(personal);
    }
    // A short value ("1990") can occur by chance inside a random pseudonym or id (a CI run drew
    // the pseudonym ce7305b9f30781990…): those are looked for in every other field.
    const fields = rows.map(({ visitor, pointId, journeyId, ...rest }) => JSON.stringify(rest)).join('\n');
    for (const personal of ['1990', 'Feminino', 'Masculino', 'São Paulo', 'Rio de Janeiro']) {
      expect(fields).not.toContain(personal);
    }
    const anas = rows.filter((row) => row.ageBand === '30-39');
    const brunos = rows.filter((row) => row.ageBand === '19-29');
    expect(anas).toHaveLength(4);
    expect(brunos).toHaveLength(2);
    expect(new Set(anas.map((row) => row.region))).toEqual(new Set(['sameCity']));
    expect(new Set(brunos.map((row) => row.region))).toEqual(new Set(['otherStates']));
    // One pseudonym per visitor within the file; none without a session.
    expect(new Set(anas.map((row) => row.visitor)).size).toBe(1);
    expect(new Set(brunos.map((row) => row.visitor)).size).toBe(1);
    expect(anas[0].visitor).not.toBe(brunos[0].visitor);
    expect(anas[0].visitor).toMatch(/^[0-9a-f]{32}$/);
    const anonymous = rows.find((row) => row.event === 'videoPlay');
    expect(anonymous).toMatchObject({ visitor: null, ageBand: 'unknown', region: 'unknown' });
    // Another export: unrelated pseudonyms.
    const again = await ndjson();
    expect(again.rows.find((row) => row.ageBand === '30-39').visitor).not.toBe(anas[0].visitor);
  });

  it('keeps to the date range asked', async () => {
    const { rows } = await ndjson('from=2025-02-01&to=2025-04-30');
    expect(rows).toHaveLength(10);
    const { rows: one } = await ndjson('from=2025-04-01&to=2025-04-01');
    expect(one.map((row) => [row.source, row.at])).toEqual([
      ['interaction', '2025-04-01T12:00:00.000Z'],
      ['visitEvent', '2025-04-01T12:00:30.000Z'],
    ]);
    expect((await download('from=2025-03-31&to=2025-03-01')).status).toBe(400);
  });

  it('writes CSV with the header first and formula-like cells neutralised', async () => {
    const response = await download(`${MARCH}&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte order mark first (spreadsheets then read UTF-8), which a text decoder drops.
    expect([...bytes.subarray(0, 3)]).toEqual([...new TextEncoder().encode(UTF8_BOM)]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(RAW_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(8);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).not.toContain(ana.name);
    expect(lines[1]).toMatch(
      /^interaction,2025-03-10T13:00:00.000Z,unlock,intPointDialog,,[^,]+,,,[0-9a-f]{32},30-39,sameCity$/,
    );
  });

  it('is read by those who read the guide’s analytics only', async () => {
    for (const who of ['analyst', 'guideAdmin', 'globalAdmin'] as const) {
      expect((await download(MARCH, who)).status).toBe(200);
    }
    for (const who of ['contentEditor', 'commonUser', 'otherGuideAdmin', 'roadMapAdmin'] as const) {
      expect((await download(MARCH, who)).status).toBe(403);
    }
    // An anonymous visitor's session is no panel reader either.
    expect((await download(MARCH, 'anonymous')).status).toBe(403);
    expect((await download(`${MARCH}&format=xlsx`)).status).toBe(400);
  });

  it('streams page by page: more rows than a page arrive in several chunks', { timeout: 60_000 }, async () => {
    const guide = await buildGuide();
    const point = await buildPoint({ guideId: guide.id });
    const rows = Array.from({ length: 5_100 }, (_, n) =>
      visitEvent(guide.id, null, new Date(Date.UTC(2025, 5, 1, 12, 0, n)).toISOString(), 'pointView', point.id),
    );
    for (let at = 0; at < rows.length; at += 1_000) {
      await t.db
        .insertInto('visit_events')
        .values(rows.slice(at, at + 1_000))
        .execute();
    }
    const response = await matrix.agents.globalAdmin.request(
      `/api/panel/guides/${guide.id}/analytics/raw-export?from=2025-06-01&to=2025-06-30`,
    );
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let chunks = 0;
    let text = '';
    const decoder = new TextDecoder();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks += 1;
      text += decoder.decode(part.value, { stream: true });
    }
    expect(chunks).toBeGreaterThanOrEqual(2);
    expect(text.trimEnd().split('\n')).toHaveLength(5_100);
  });
});

describe('raw events retention', () => {
  /** The dashboards of a guide for a period, as the panel reads them. */
  async function dashboards(guideId: string, query: string): Promise<AnyBody[]> {
    const views = ['', '/visits', '/media'];
    return Promise.all(
      views.map(async (view) => {
        const response = await matrix.agents.globalAdmin.request(
          `/api/panel/guides/${guideId}/analytics${view}?${query}`,
        );
        expect(response.status).toBe(200);
        return (await response.json()) as AnyBody;
      }),
    );
  }

  it('counts months back from now, the 31st ending on a shorter month’s last day', () => {
    expect(retentionCutoff(new Date('2026-11-29T12:00:00Z'), 24).toISOString()).toBe('2024-11-29T12:00:00.000Z');
    expect(retentionCutoff(new Date('2026-03-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
  });

  it('deletes raw interactions and visit events past the setting, and the dashboards stay the same', {
    timeout: 60_000,
  }, async () => {
    const guide = await buildGuide();
    await t.db
      .updateTable('guides')
      .set({ address: sql`${JSON.stringify(SAO_PAULO)}::jsonb` as never })
      .where('id', '=', guide.id)
      .execute();
    const a = (await buildPoint({ guideId: guide.id })).id;
    const b = (await buildPoint({ guideId: guide.id })).id;
    await t.db
      .insertInto('interactions')
      .values([
        interaction(guide.id, 'ana', '2023-06-10T13:00:00Z', a),
        interaction(guide.id, 'ana', '2023-06-10T13:20:00Z', b),
        interaction(guide.id, 'bruno', '2023-06-12T15:00:00Z', a),
        interaction(guide.id, 'bruno', '2025-06-12T15:00:00Z', b),
      ])
      .execute();
    await t.db
      .insertInto('visit_events')
      .values([
        visitEvent(guide.id, ana.id, '2023-06-10T13:00:10Z', 'pointView', a),
        visitEvent(guide.id, ana.id, '2023-06-10T13:01:00Z', 'narrationPlay', a),
        visitEvent(guide.id, ana.id, '2023-06-10T13:05:00Z', 'narrationComplete', a),
        visitEvent(guide.id, ana.id, '2023-06-10T13:20:10Z', 'pointView', b),
        visitEvent(guide.id, bruno, '2025-06-12T15:00:10Z', 'pointView', b),
      ])
      .execute();
    // Waiting in the rollups' inbox: not deleted before it is rolled up.
    const now = new Date('2026-11-29T12:00:00Z');
    const early = await purgeRawEvents(t.db, now);
    expect(early).toMatchObject({ interactions: 0, visitEvents: 0 });

    const before = await dashboards(guide.id, 'from=2023-06-01&to=2023-06-30');
    expect(before[1]?.analytics.headline.visits).toBe(2);
    expect(before[2]?.analytics.headline.narrationCompletes).toBe(1);
    // The setting is the installation's app property, edited by a global admin.
    const saved = await matrix.agents.globalAdmin.request('/api/panel/app-properties', {
      method: 'PATCH',
      json: { rawEventsRetentionMonths: 24 },
    });
    expect(saved.status).toBe(200);
    expect(
      (
        await matrix.agents.guideAdmin.request('/api/panel/app-properties', {
          method: 'PATCH',
          json: { rawEventsRetentionMonths: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await matrix.agents.globalAdmin.request('/api/panel/app-properties', {
          method: 'PATCH',
          json: { rawEventsRetentionMonths: 0 },
        })
      ).status,
    ).toBe(400);

    const result = await purgeRawEvents(t.db, now);
    expect(result).toMatchObject({ cutoff: new Date('2024-11-29T12:00:00Z'), interactions: 3, visitEvents: 4 });
    const left = await sql<{ source: string; n: number }>`
      select 'i' as source, count(*)::int as n from interactions where guide_id = ${guide.id}
      union all select 'e', count(*)::int from visit_events where guide_id = ${guide.id}`.execute(t.db);
    expect(left.rows).toEqual([
      { source: 'i', n: 1 },
      { source: 'e', n: 1 },
    ]);
    // March 2025 is inside the 24 months: the export's log is whole.
    expect((await ndjson()).rows).toHaveLength(7);
    // The dashboards read the rollups: the same figures without the raw rows.
    expect(await dashboards(guide.id, 'from=2023-06-01&to=2023-06-30')).toEqual(before);
    // Unlocks the product needs (visited points) outlive the raw rows.
    const visited = await t.db
      .selectFrom('visited_points')
      .select('point_id')
      .where('guide_id', '=', guide.id)
      .where('user_id', '=', ana.id)
      .execute();
    expect(visited.map((row) => row.point_id).sort()).toEqual([a, b].sort());
    // A second turn finds nothing left.
    expect(await purgeRawEvents(t.db, now)).toMatchObject({ interactions: 0, visitEvents: 0 });
  });

  it.skipIf(backend === 'pglite')('leaves the turn to the process that holds it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const other = t.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(2031005)`.execute(trx);
      locked();
      await held;
    });
    await isLocked;
    expect(await purgeRawEvents(t.db)).toBeUndefined();
    release();
    await other;
    expect(await purgeRawEvents(t.db)).toBeDefined();
  });
});
