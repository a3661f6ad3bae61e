import type { SheetImportProgress, SheetPreview } from '@percurso/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { buildGuide, buildGuideMap, buildJourney } from '../../../test/factories.ts';
import { addGuideManager } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/** Spreadsheet import of a guide's points (issue 16 item 3): preview, import stream, re-import. */
const t = setupTestApp();
const app = () => t.app;

let editor: RegisteredVisitor;

beforeAll(async () => {
  editor = await registerVisitor(app);
});

/** A guide the editor may edit, with a journey 'Acervo' and a floor plan 'Térreo' (1000×800). */
async function editableGuide() {
  const guide = await buildGuide();
  const journey = await buildJourney({ guideId: guide.id, name: { pt: 'Acervo', en: 'Collection' } });
  const map = await buildGuideMap({ guideId: guide.id, name: { pt: 'Térreo' } });
  await addGuideManager(t.db, guide.id, editor, ['Edição de contéudo']);
  return { guide, journey, map };
}

const HEADER = ['key', 'name_pt', 'name_en', 'journeys', 'tags', 'latitude', 'longitude', 'floor_plan', 'x', 'y'];
const csv = (rows: string[][], header = HEADER) => Papa.unparse([header, ...rows]);

function sheetForm(content: string | Uint8Array, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append(
    'file',
    new File([typeof content === 'string' ? content : new Blob([content as Uint8Array<ArrayBuffer>])], name),
  );
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

async function preview(guideId: string, content: string | Uint8Array, name = 'points.csv'): Promise<SheetPreview> {
  const response = await editor.agent.request(`/api/panel/guides/${guideId}/point-import/preview`, {
    method: 'POST',
    body: sheetForm(content, name),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { preview: SheetPreview }).preview;
}

async function runImport(guideId: string, content: string | Uint8Array, name = 'points.csv', startIndex?: number) {
  const response = await editor.agent.request(`/api/panel/guides/${guideId}/point-import`, {
    method: 'POST',
    body: sheetForm(content, name, startIndex === undefined ? {} : { startIndex: String(startIndex) }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
  const text = await response.text();
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as SheetImportProgress);
}

async function pointsOf(guideId: string) {
  return t.db
    .selectFrom('points')
    .select(['id', 'name', 'journey_ids', 'tags', 'latitude', 'longitude', 'x', 'y', 'map_id', 'import_key'])
    .where('guide_id', '=', guideId)
    .orderBy('created_at')
    .execute();
}

describe('sheet import preview', () => {
  it('names each bad row and why, and writes nothing', async () => {
    const { guide } = await editableGuide();
    const injection = "=cmd|' /C calc'!A0";
    const rows = [
      ['a1', 'Vaso', 'Vase', 'Acervo', 'cerâmica', '-23.55', '-46.63', 'Térreo', '100', '200'],
      ['a2', '', '', 'Acervo', '', '', '', '', '', ''],
      ['a3', 'Sem jornada conhecida', '', 'Jornada que não existe', '', '', '', '', '', ''],
      ['a4', 'Fora do mundo', '', 'Acervo', '', '91', '10', '', '', ''],
      ['a5', 'Longo', '', 'Acervo', 'x'.repeat(2 * 1024 * 1024), '', '', '', '', ''],
      ['a6', injection, '', 'Acervo', '', '', '', '', '', ''],
      ['a7', 'Fora da planta', '', 'Acervo', '', '', '', 'Térreo', '5000', '10'],
      ['a1', 'Chave repetida', '', 'Acervo', '', '', '', '', '', ''],
    ];
    const result = await preview(guide.id, csv(rows));
    expect(result.totalIndex).toBe(8);
    const codes = result.rows.map((row) => row.problems.map((problem) => problem.code));
    expect(codes).toEqual([
      [],
      ['name-required'],
      ['journey-unknown'],
      ['coordinates-out-of-range'],
      ['cell-too-long'],
      [],
      ['position-invalid'],
      ['key-duplicate'],
    ]);
    expect(result.rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    // The formula is kept as text a spreadsheet will not run, and the row says so.
    expect(result.rows[5]?.name).toBe(`'${injection}`);
    expect(result.rows[5]?.warnings).toEqual([{ column: 'name_pt', code: 'formula-neutralised' }]);
    expect(result).toMatchObject({ creates: 2, updates: 0, invalid: 6 });
    expect(await pointsOf(guide.id)).toEqual([]);
  });

  it('refuses a file that is not a sheet, and people without content rights on the guide', async () => {
    const { guide } = await editableGuide();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x00]);
    const bad = await editor.agent.request(`/api/panel/guides/${guide.id}/point-import/preview`, {
      method: 'POST',
      body: sheetForm(png, 'photo.csv'),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'import/unreadable-sheet' } });
    const stranger = await registerVisitor(app);
    const refused = await stranger.agent.request(`/api/panel/guides/${guide.id}/point-import/preview`, {
      method: 'POST',
      body: sheetForm(csv([]), 'points.csv'),
    });
    expect(refused.status).toBe(403);
  });
});

describe('sheet import', () => {
  it('imports, and a re-import of the same sheet updates the same points (by key, else by name)', async () => {
    const { guide, journey, map } = await editableGuide();
    const rows = [
      ['k1', 'Vaso', 'Vase', 'Acervo', 'cerâmica; arqueologia', '-23,55', '-46.63', 'Térreo', '100', '200'],
      ['', 'Máscara', '', 'collection', '', '', '', '', '', ''],
      ['k3', '=1+1', '', journey.id, '', '', '', '', '', ''],
    ];
    const lines = await runImport(guide.id, csv(rows));
    expect(lines.at(-1)).toMatchObject({ status: 'success', nextIndex: 3, totalIndex: 3, created: 3, updated: 0 });
    const first = await pointsOf(guide.id);
    expect(first).toHaveLength(3);
    expect(first[0]).toMatchObject({
      name: { pt: 'Vaso', en: 'Vase' },
      journey_ids: [journey.id],
      tags: ['cerâmica', 'arqueologia'],
      latitude: -23.55,
      longitude: -46.63,
      map_id: map.id,
      x: 100,
      y: 200,
      import_key: 'k1',
    });
    expect(first[2]?.name).toEqual({ pt: "'=1+1" });
    const order = await t.db
      .selectFrom('journeys')
      .select('point_order')
      .where('id', '=', journey.id)
      .executeTakeFirstOrThrow();
    expect(order.point_order).toEqual(first.map((point) => point.id));

    // Same sheet, one name changed: updates in place, nothing duplicated.
    const again = rows.map((row) => [...row]);
    (again[0] as string[])[2] = 'Vase (Marajoara)';
    const previewed = await preview(guide.id, csv(again));
    expect(previewed.rows.map((row) => [row.action, row.pointId])).toEqual(first.map((point) => ['update', point.id]));
    const second = await runImport(guide.id, csv(again));
    expect(second.at(-1)).toMatchObject({ status: 'success', created: 0, updated: 3 });
    const after = await pointsOf(guide.id);
    expect(after.map((point) => point.id)).toEqual(first.map((point) => point.id));
    expect(after[0]?.name).toEqual({ pt: 'Vaso', en: 'Vase (Marajoara)' });
    const orderAfter = await t.db
      .selectFrom('journeys')
      .select('point_order')
      .where('id', '=', journey.id)
      .executeTakeFirstOrThrow();
    expect(orderAfter.point_order).toEqual(order.point_order);
  });

  it('stops at a bad row: the rows before it are complete, the answer names the row, a retry continues', async () => {
    const { guide } = await editableGuide();
    const rows = [
      ['r1', 'Um', '', 'Acervo', '', '', '', '', '', ''],
      ['r2', 'Dois', '', 'Acervo', '', '', '', '', '', ''],
      ['r3', 'Três', '', 'Sem jornada', '', '', '', '', '', ''],
      ['r4', 'Quatro', '', 'Acervo', '', '', '', '', '', ''],
    ];
    const lines = await runImport(guide.id, csv(rows));
    expect(lines.at(-1)).toEqual({
      status: 'error',
      nextIndex: 2,
      totalIndex: 4,
      row: 4,
      problems: [{ column: 'journeys', code: 'journey-unknown' }],
      created: 2,
      updated: 0,
    });
    expect((await pointsOf(guide.id)).map((point) => point.name)).toEqual([{ pt: 'Um' }, { pt: 'Dois' }]);
    // Fixed, the import resumes at the failed row.
    (rows[2] as string[])[3] = 'Acervo';
    const resumed = await runImport(guide.id, csv(rows), 'points.csv', 2);
    expect(resumed.map((line) => line.nextIndex)).toEqual([3, 4, 4]);
    expect((await pointsOf(guide.id)).map((point) => point.name.pt)).toEqual(['Um', 'Dois', 'Três', 'Quatro']);
  });

  it('imports a 1,000-row XLSX with monotonic progress, one line per row', async () => {
    const { guide } = await editableGuide();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('points');
    sheet.addRow(['key', 'name_pt', 'name_es', 'journeys', 'tags']);
    for (let index = 0; index < 1000; index += 1)
      sheet.addRow([`p${index}`, `Ponto ${index}`, `Punto ${index}`, 'Acervo', 'lote']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const lines = await runImport(guide.id, bytes, 'points.xlsx');
    const progress = lines.filter((line) => line.status === 'progress').map((line) => line.nextIndex);
    expect(progress).toEqual(Array.from({ length: 1000 }, (_, index) => index + 1));
    expect(lines.every((line) => line.totalIndex === 1000)).toBe(true);
    expect(lines.at(-1)).toMatchObject({ status: 'success', created: 1000 });
    expect(await pointsOf(guide.id)).toHaveLength(1000);
  }, 120_000);

  it('imports a technical sheet in four languages, refuses one it cannot read, and its template round-trips it', async () => {
    const { guide } = await editableGuide();
    const header = ['key', 'name_pt', 'journeys', 'technical_sheet_pt', 'technical_sheet_en', 'technical_sheet_fr'];
    const rows = [
      [
        'fs1',
        'Vaso',
        'Acervo',
        'Artista: Mestre Vitalino\nAno: 1947\nDimensões: 30 × 20 cm',
        'Artist: Mestre Vitalino\n\nDimensions: 30 × 20 cm',
        'Artiste : Mestre Vitalino',
      ],
    ];
    const lines = await runImport(guide.id, csv(rows, header));
    expect(lines.at(-1)).toMatchObject({ status: 'success', created: 1 });
    // The guide's one point, as stored.
    const stored = () =>
      t.db
        .selectFrom('points')
        .select(['id', 'technical_sheet'])
        .where('guide_id', '=', guide.id)
        .executeTakeFirstOrThrow();
    const point = await stored();
    // Line n of each language is row n; an empty line leaves that row untranslated.
    expect(point.technical_sheet).toEqual([
      {
        label: { pt: 'Artista', en: 'Artist', fr: 'Artiste' },
        value: { pt: 'Mestre Vitalino', en: 'Mestre Vitalino', fr: 'Mestre Vitalino' },
      },
      { label: { pt: 'Ano' }, value: { pt: '1947' } },
      { label: { pt: 'Dimensões', en: 'Dimensions' }, value: { pt: '30 × 20 cm', en: '30 × 20 cm' } },
    ]);

    // Unreadable: a line without its colon, a translation with more rows than the Portuguese, too many rows.
    const bad = [
      ['fs2', 'Máscara', 'Acervo', 'Artista Mestre Vitalino', '', ''],
      ['fs3', 'Moringa', 'Acervo', 'Ano: 1950', 'Year: 1950\nMaterial: clay', ''],
      ['fs4', 'Pote', 'Acervo', Array.from({ length: 31 }, (_, n) => `Campo ${n}: ${n}`).join('\n'), '', ''],
    ];
    const previewed = await preview(guide.id, csv(bad, header));
    expect(previewed.rows.map((row) => row.problems)).toEqual([
      [{ column: 'technical_sheet_pt', code: 'technical-sheet-invalid' }],
      [{ column: 'technical_sheet_en', code: 'technical-sheet-invalid' }],
      [{ column: 'technical_sheet_pt', code: 'technical-sheet-invalid' }],
    ]);

    // The template writes the sheet back in the same form: importing it changes nothing.
    const template = await editor.agent.request(`/api/panel/guides/${guide.id}/point-import/template?format=csv`);
    const parsed = Papa.parse<string[]>((await template.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    const [columns = [], written = []] = parsed.data;
    expect(written[columns.indexOf('technical_sheet_pt')]).toBe(
      'Artista: Mestre Vitalino\nAno: 1947\nDimensões: 30 × 20 cm',
    );
    expect(written[columns.indexOf('technical_sheet_en')]).toBe('Artist: Mestre Vitalino\n\nDimensions: 30 × 20 cm');
    expect(written[columns.indexOf('technical_sheet_es')]).toBe('');
    const again = await runImport(guide.id, Papa.unparse([columns, written]));
    expect(again.at(-1)).toMatchObject({ status: 'success', created: 0, updated: 1 });
    expect((await stored()).technical_sheet).toEqual(point.technical_sheet);
  });

  it('gives a template with every column and the guide points, their keys, formulas neutralised', async () => {
    const { guide } = await editableGuide();
    await runImport(guide.id, csv([['t1', '@SUM(A1)', '', 'Acervo', '', '', '', '', '', '']]));
    const response = await editor.agent.request(`/api/panel/guides/${guide.id}/point-import/template?format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('points-template.csv');
    const parsed = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    const [header, row] = parsed.data;
    expect(header).toContain('name_fr');
    expect(header).toContain('floor_plan');
    expect(header).toContain('audio_es');
    expect(row?.[0]).toBe('t1');
    expect(row?.[1]).toBe("'@SUM(A1)");
    const xlsx = await editor.agent.request(`/api/panel/guides/${guide.id}/point-import/template`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsx.arrayBuffer()) as never);
    const cell = workbook.worksheets[0]?.getRow(2).getCell(2).value;
    expect(cell).toBe("'@SUM(A1)");
  });
});
