import { draftChanges, type Point, TECHNICAL_SHEET_MAX_ROWS, type TechnicalSheetRow } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildJourney, buildPoint, publish } from '../../../test/factories.ts';
import { buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/**
 * A point's technical sheet ("Ficha técnica", issue 29's custom fields; docs/product-decisions.md):
 * rows of label and value per language, checked at the panel's door, kept in the draft until a
 * publish, shown readably in the changes and discarded with the point's other changes.
 */
const t = setupTestApp();
const app = () => t.app;
let matrix: RoleMatrix;
beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
});

const SHEET: TechnicalSheetRow[] = [
  {
    label: { pt: 'Artista', en: 'Artist', es: 'Artista', fr: 'Artiste' },
    value: { pt: 'Tarsila do Amaral' },
  },
  { label: { pt: 'Ano', en: 'Year', es: 'Año', fr: 'Année' }, value: { pt: '1928' } },
  {
    label: { pt: 'Técnica', en: 'Technique', es: 'Técnica', fr: 'Technique' },
    value: { pt: 'Óleo sobre tela', en: 'Oil on canvas', es: 'Óleo sobre lienzo', fr: 'Huile sur toile' },
  },
];

async function patchPoint(pointId: string, json: unknown) {
  const response = await matrix.agents.contentEditor.request(`/api/panel/points/${pointId}`, { method: 'PATCH', json });
  return {
    status: response.status,
    body: (await response.json()) as { point: Point; error?: { code: string; field?: string } },
  };
}

async function newPoint() {
  const journey = await buildJourney({ guideId: matrix.guideId });
  return buildPoint({ guideId: matrix.guideId, journeyIds: [journey.id], journeyRequired: false });
}

const visitorRead = async (pointId: string) => {
  const response = await createBrowserAgent(app).request(`/api/points/${pointId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { point: Point }).point;
};

const changesOf = async () =>
  draftChanges.parse(
    await (await matrix.agents.guideAdmin.request(`/api/panel/guides/${matrix.guideId}/changes`)).json(),
  ).changes;

describe('the technical sheet of a point', () => {
  it('is created and saved by the editor in order, its blank languages dropped, and read back', async () => {
    const journey = await buildJourney({ guideId: matrix.guideId });
    const created = await matrix.agents.contentEditor.post('/api/panel/points', {
      guideId: matrix.guideId,
      journeyIds: [journey.id],
      name: { pt: 'Abaporu' },
      description: { pt: 'Uma pintura' },
      technicalSheet: [{ label: { pt: ' Artista ', en: '' }, value: { pt: 'Tarsila do Amaral', fr: '  ' } }],
    });
    expect(created.status).toBe(201);
    const point = ((await created.json()) as { point: Point }).point;
    expect(point.technicalSheet).toEqual([{ label: { pt: 'Artista' }, value: { pt: 'Tarsila do Amaral' } }]);

    const reordered = [SHEET[2], SHEET[0], SHEET[1]];
    const { status, body } = await patchPoint(point.id, { technicalSheet: reordered });
    expect(status).toBe(200);
    expect(body.point.technicalSheet).toEqual(reordered);
    const read = await matrix.agents.contentEditor.request(`/api/panel/points/${point.id}`);
    expect(((await read.json()) as { point: Point }).point.technicalSheet).toEqual(reordered);

    // A point without a sheet reads an empty one; emptying it clears it.
    expect((await patchPoint(point.id, { technicalSheet: [] })).body.point.technicalSheet).toEqual([]);
  });

  it('refuses rows without their Portuguese label or value, too long, or too many, naming the field', async () => {
    const point = await newPoint();
    const row = SHEET[0] as TechnicalSheetRow;
    for (const [technicalSheet, field] of [
      [[{ label: { en: 'Artist' }, value: { pt: 'Tarsila' } }], 'technicalSheet.0.label.pt'],
      [[row, { label: { pt: 'Ano' }, value: { pt: '   ' } }], 'technicalSheet.1.value.pt'],
      [[{ label: { pt: 'x'.repeat(81) }, value: { pt: 'v' } }], 'technicalSheet.0.label.pt'],
      [[{ label: { pt: 'Dimensões' }, value: { pt: 'v', es: 'x'.repeat(501) } }], 'technicalSheet.0.value.es'],
      [[{ label: { pt: 'Ano' }, value: { pt: 1928 } }], 'technicalSheet.0.value.pt'],
      [[{ label: { pt: 'Ano' } }], 'technicalSheet.0.value'],
      [Array.from({ length: TECHNICAL_SHEET_MAX_ROWS + 1 }, () => row), 'technicalSheet'],
      [{ Artista: 'Tarsila' }, 'technicalSheet'],
    ] as const) {
      const { status, body } = await patchPoint(point.id, { technicalSheet });
      expect(status, field).toBe(400);
      expect(body.error, field).toMatchObject({ code: 'invalid-request', field });
    }
    // At the limits it is taken.
    const longest = Array.from({ length: TECHNICAL_SHEET_MAX_ROWS }, () => ({
      label: { pt: 'x'.repeat(80) },
      value: { pt: 'y'.repeat(500), fr: 'z'.repeat(500) },
    }));
    expect((await patchPoint(point.id, { technicalSheet: longest })).status).toBe(200);
  });

  it('stays in the draft until published, shows in the changes per language as lines, and is discarded', async () => {
    const point = await newPoint();
    expect((await visitorRead(point.id)).technicalSheet).toEqual([]);

    expect((await patchPoint(point.id, { technicalSheet: SHEET })).status).toBe(200);
    // Visitors still read the published point.
    expect((await visitorRead(point.id)).technicalSheet).toEqual([]);
    const change = (await changesOf()).find((candidate) => candidate.id === point.id);
    expect(change).toMatchObject({ kind: 'point', change: 'changed' });
    expect(change?.fields).toEqual([
      {
        field: 'technicalSheet',
        language: 'pt',
        before: '',
        after: 'Artista: Tarsila do Amaral\nAno: 1928\nTécnica: Óleo sobre tela',
      },
      { field: 'technicalSheet', language: 'en', before: '', after: 'Artist: —\nYear: —\nTechnique: Oil on canvas' },
      { field: 'technicalSheet', language: 'es', before: '', after: 'Artista: —\nAño: —\nTécnica: Óleo sobre lienzo' },
      {
        field: 'technicalSheet',
        language: 'fr',
        before: '',
        after: 'Artiste: —\nAnnée: —\nTechnique: Huile sur toile',
      },
    ]);

    await publish(point.guideId);
    expect((await visitorRead(point.id)).technicalSheet).toEqual(SHEET);
    expect((await changesOf()).some((candidate) => candidate.id === point.id)).toBe(false);

    // A change in one language only is one line of the changes; discarding it puts the published sheet back.
    const edited = SHEET.map((row, index) => (index === 1 ? { ...row, value: { pt: '1928', en: 'c. 1928' } } : row));
    expect((await patchPoint(point.id, { technicalSheet: edited })).status).toBe(200);
    const one = (await changesOf()).find((candidate) => candidate.id === point.id);
    expect(one?.fields).toEqual([
      {
        field: 'technicalSheet',
        language: 'en',
        before: 'Artist: —\nYear: —\nTechnique: Oil on canvas',
        after: 'Artist: —\nYear: c. 1928\nTechnique: Oil on canvas',
      },
    ]);
    const discarded = await matrix.agents.contentEditor.post(`/api/panel/guides/${matrix.guideId}/changes/discard`, {
      kind: 'point',
      id: point.id,
    });
    expect(discarded.status).toBe(200);
    const read = await matrix.agents.contentEditor.request(`/api/panel/points/${point.id}`);
    expect(((await read.json()) as { point: Point }).point.technicalSheet).toEqual(SHEET);
    expect((await changesOf()).some((candidate) => candidate.id === point.id)).toBe(false);
  });

  it('is refused to who may only view the guide', async () => {
    const point = await newPoint();
    const response = await matrix.agents.analyst.request(`/api/panel/points/${point.id}`, {
      method: 'PATCH',
      json: { technicalSheet: SHEET },
    });
    expect(response.status).toBe(403);
  });
});
