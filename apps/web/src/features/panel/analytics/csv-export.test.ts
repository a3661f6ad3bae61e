import { describe, expect, it } from 'vitest';
import { type ExportProgress, readCsvExport, recordCounter } from './csv-export.ts';

const HEADER =
  'section,id,createdAt,type,tracker,feature,journeyId,pointId,pointName,targetId,rate,comment,visitor,gender,ageGroup,city\r\n';

/** A streamed answer delivered in the given chunks (as the server's pages arrive). */
function streamed(chunks: string[], headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });
}

describe('the whole-dataset export', () => {
  it('counts CSV records, not line breaks: a comment with a line break inside quotes is one row', () => {
    const count = recordCounter();
    expect(count('a,"linha 1\nlinha 2",b\r\nc,d\r\n')).toBe(2);
    // The quote state carries over a chunk boundary.
    expect(count('e,"começa\n') + count('termina",f\r\n')).toBe(1);
  });

  it('reports rows as they stream against x-total-rows, ending at 100 %, and keeps every byte', async () => {
    const rows = [
      'interactions,1,2026-11-01T10:00:00.000Z,Desbloqueio de interação,toolBar,,j1,p1,Moenda,,,,anonymous,Não informado,Desconhecida,\r\n',
      'ratings,2,2026-11-02T10:00:00.000Z,Guia,,,,,,g1,9,"Ótimo, ""voltarei""\nde novo",registered,Feminino,30-39,Recife\r\n',
      'completions,3,2026-11-03T10:00:00.000Z,,,,j1,,,,,,registered,Feminino,30-39,Recife\r\n',
    ];
    const chunks = [
      HEADER + (rows[0] ?? ''),
      (rows[1] ?? '').slice(0, 70),
      (rows[1] ?? '').slice(70) + (rows[2] ?? ''),
    ];
    const seen: ExportProgress[] = [];
    const { blob, rows: total } = await readCsvExport(streamed(chunks, { 'x-total-rows': '3' }), (progress) =>
      seen.push(progress),
    );
    expect(total).toBe(3);
    expect(seen.map((progress) => progress.rows)).toEqual([1, 1, 3, 3]);
    expect(seen.every((progress) => progress.total === 3)).toBe(true);
    expect(seen.at(-1)?.bytes).toBe(blob.size);
    expect(await blob.text()).toBe(chunks.join(''));
  });

  it('without x-total-rows the total is known only at the end', async () => {
    const seen: ExportProgress[] = [];
    await readCsvExport(streamed([HEADER, 'accesses,1\r\n'], {}), (progress) => seen.push(progress));
    expect(seen.slice(0, -1).every((progress) => progress.total === null)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ rows: 1, total: 1 });
  });

  it('turns a refusal into the API error (a content editor gets permission/denied)', async () => {
    const refused = new Response(JSON.stringify({ error: { code: 'permission/denied' } }), {
      status: 403,
      headers: { 'content-type': 'application/json' },
    });
    await expect(readCsvExport(refused, () => undefined)).rejects.toMatchObject({ code: 'permission/denied' });
  });
});
