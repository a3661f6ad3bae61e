import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@percurso/shared';
import { inspectMedia, type MediaStorage } from '../media-library/index.ts';
import type { LegacyExport } from './legacy-export.ts';

/**
 * The original system's files (images, audio, video, documents) live on its storage, which the
 * Content-Security-Policy does not allow: the import copies each into the configured storage
 * (`imported/<sha-256>.<ext>`, so a second run writes the same objects) and points the documents
 * at the copies before they are mapped. Links that are not files (a sponsor's site, a 3D tour's
 * iframe, a Teachable Machine model whose weights sit beside it) stay as they are.
 */
export interface RemoteFiles {
  fetch(url: string): Promise<{ bytes: Buffer }>;
}

export interface LegacyMediaReport {
  found: number;
  copied: number;
  failed: Array<{ url: string; reason: string }>;
}

const FETCH_TIMEOUT_MS = 30_000;
/** Files by their path's ending, for links kept under keys other than `fileUrl`. */
const FILE_ENDING = /\.(jpe?g|png|webp|gif|avif|svg|mp3|wav|ogg|opus|m4a|aac|flac|mp4|webm|mov|pdf|docx|odt|vtt|glb)$/i;

/** Plain HTTP(S) GET with a timeout and the uploads' size limit. */
export const httpRemoteFiles: RemoteFiles = {
  async fetch(url) {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_UPLOAD_BYTES) throw new Error('too-large');
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_UPLOAD_BYTES) throw new Error('too-large');
    return { bytes };
  },
};

function isFileLink(key: string, value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  if (key === 'fileUrl' || /File$/.test(key)) return true;
  try {
    return FILE_ENDING.test(decodeURIComponent(new URL(value).pathname));
  } catch {
    return false;
  }
}

/** Calls `visit` on every string of the value with the key it sits under, replacing it by the answer. */
function rewriteStrings(value: unknown, visit: (key: string, text: string) => string, key = ''): unknown {
  if (typeof value === 'string') return visit(key, value);
  if (Array.isArray(value)) return value.map((item) => rewriteStrings(item, visit, key));
  if (typeof value === 'object' && value !== null) {
    const object = value as Record<string, unknown>;
    for (const [name, item] of Object.entries(object)) object[name] = rewriteStrings(item, visit, name);
  }
  return value;
}

/**
 * Finds the export's file links; unless `dryRun`, copies each once and rewrites the documents in
 * place to the copies' URLs. A file that cannot be fetched keeps its link and is reported.
 */
export async function copyLegacyMedia(
  data: LegacyExport,
  deps: { storage: MediaStorage; remote: RemoteFiles },
  dryRun: boolean,
): Promise<LegacyMediaReport> {
  const links = new Set<string>();
  for (const docs of data.values())
    for (const doc of docs)
      rewriteStrings(doc.data, (key, text) => {
        if (isFileLink(key, text)) links.add(text);
        return text;
      });
  const report: LegacyMediaReport = { found: links.size, copied: 0, failed: [] };
  if (dryRun) return report;

  const copies = new Map<string, string>();
  for (const url of links) {
    try {
      const { bytes } = await deps.remote.fetch(url);
      const inspected = await inspectMedia(bytes);
      if (!inspected) throw new Error('unsupported-type');
      const key = `imported/${createHash('sha256').update(bytes).digest('hex')}.${inspected.ext}`;
      await deps.storage.put(key, bytes, inspected.mimeType);
      copies.set(url, deps.storage.urlOf(key));
      report.copied += 1;
    } catch (error) {
      report.failed.push({ url, reason: error instanceof Error ? error.message : 'error' });
    }
  }
  for (const docs of data.values())
    for (const doc of docs)
      rewriteStrings(doc.data, (key, text) => (isFileLink(key, text) && copies.get(text)) || text);
  return report;
}
