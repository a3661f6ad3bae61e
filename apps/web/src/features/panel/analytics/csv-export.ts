import { toApiError } from '../../../api/http.ts';

export interface ExportProgress {
  /** Data rows received so far (the header row not counted). */
  rows: number;
  /** Data rows announced by the server (`x-total-rows`), null when it did not say. */
  total: number | null;
  bytes: number;
}

/**
 * Counts CSV record ends in streamed text: a line break outside quotes ends a record, so a
 * comment with a line break inside its quotes stays one row. Keeps its quote state across chunks.
 */
export function recordCounter() {
  let quoted = false;
  return (text: string): number => {
    let records = 0;
    for (const char of text) {
      if (char === '"') quoted = !quoted;
      else if (char === '\n' && !quoted) records += 1;
    }
    return records;
  };
}

/**
 * Reads a streamed CSV answer, reporting rows and bytes as they arrive, and returns the whole
 * file as a Blob (the browser then saves it). Rejects with ApiError on an error answer.
 */
export async function readCsvExport(
  response: Response,
  onProgress: (progress: ExportProgress) => void,
): Promise<{ blob: Blob; rows: number }> {
  if (!response.ok) throw await toApiError(response);
  const announced = Number(response.headers.get('x-total-rows'));
  const total = response.headers.has('x-total-rows') && Number.isFinite(announced) ? announced : null;
  const count = recordCounter();
  const decoder = new TextDecoder();
  const parts: Uint8Array[] = [];
  let records = 0;
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      bytes += value.byteLength;
      records += count(decoder.decode(value, { stream: true }));
      onProgress({ rows: Math.max(0, records - 1), total, bytes });
    }
  }
  const rows = Math.max(0, records - 1);
  onProgress({ rows, total: total ?? rows, bytes });
  return { blob: new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }), rows };
}
