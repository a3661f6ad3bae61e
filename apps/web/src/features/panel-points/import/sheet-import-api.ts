import type { SheetImportProgress, SheetPreview } from '@percurso/shared';
import { toApiError } from '../../../api/http.ts';

const enc = encodeURIComponent;
const base = (guideId: string) => `/api/panel/guides/${enc(guideId)}/point-import`;

function sheetForm(file: File, startIndex = 0): FormData {
  const form = new FormData();
  form.append('file', file);
  if (startIndex > 0) form.append('startIndex', String(startIndex));
  return form;
}

/** /api/panel/guides/:guideId/point-import (docs/panel-api.md): template links, preview, streamed import. */
export const sheetImportApi = {
  templateUrl: (guideId: string, format: 'xlsx' | 'csv') => `${base(guideId)}/template?format=${format}`,

  async preview(guideId: string, file: File): Promise<SheetPreview> {
    const response = await fetch(`${base(guideId)}/preview`, { method: 'POST', body: sheetForm(file) });
    if (!response.ok) throw await toApiError(response);
    return ((await response.json()) as { preview: SheetPreview }).preview;
  },

  /** Runs the import, calling `onLine` for each NDJSON line as it arrives; answers the last line. */
  async run(
    guideId: string,
    file: File,
    startIndex: number,
    onLine: (line: SheetImportProgress) => void,
  ): Promise<SheetImportProgress | undefined> {
    const response = await fetch(base(guideId), { method: 'POST', body: sheetForm(file, startIndex) });
    if (!response.ok || !response.body) throw await toApiError(response);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    let last: SheetImportProgress | undefined;
    for (;;) {
      const { done, value } = await reader.read();
      if (value) buffered += value;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const text of lines) {
        if (!text.trim()) continue;
        last = JSON.parse(text) as SheetImportProgress;
        onLine(last);
      }
      if (done) break;
    }
    return last;
  },
};
