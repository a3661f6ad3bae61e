import type { Language, OfflineFile, OfflineManifest } from '@percurso/shared';
import { useSyncExternalStore } from 'react';
import { apiGet } from '../../api/http.ts';

/**
 * Cache Storage of one downloaded guide. The service worker answers from every cache with this
 * prefix when the network fails (build/runtime-caching.ts), and plays narration from it.
 */
export const OFFLINE_CACHE_PREFIX = 'percurso-offline-';
const RECORDS_KEY = 'percurso.offlineGuides';
const PARALLEL = 4;

/** What this device keeps of a downloaded guide. */
export interface OfflineRecord {
  guideId: string;
  language: Language;
  bytes: number;
  files: number;
  savedAt: string;
}

const listeners = new Set<() => void>();
let records: Record<string, OfflineRecord> = readRecords();

function readRecords(): Record<string, OfflineRecord> {
  try {
    return JSON.parse(localStorage.getItem(RECORDS_KEY) ?? '{}') as Record<string, OfflineRecord>;
  } catch {
    return {};
  }
}

function saveRecords(next: Record<string, OfflineRecord>): void {
  records = next;
  try {
    localStorage.setItem(RECORDS_KEY, JSON.stringify(next));
  } catch {
    // Without storage the record lasts for this visit; the cache itself stays.
  }
  for (const listener of listeners) listener();
}

/** The download of a guide on this device, if any; follows downloads and removals. */
export function useOfflineRecord(guideId: string): OfflineRecord | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => records[guideId],
    () => records[guideId],
  );
}

/** GET /api/guides/:id/offline-manifest: the files and their sizes, before anything is downloaded. */
export function fetchOfflineManifest(
  guideId: string,
  language: Language,
  images: OfflineManifest['images'],
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ language, images });
  return apiGet<OfflineManifest>(`/api/guides/${encodeURIComponent(guideId)}/offline-manifest?${query}`, signal);
}

export interface DownloadProgress {
  doneBytes: number;
  totalBytes: number;
}

/**
 * Stores every file of the manifest (and `extraUrls`, the answers this page reads under other
 * addresses) in the guide's cache, a few at a time, reporting bytes as files arrive. A failed file
 * fails the download, which then keeps nothing: a guide is either complete offline or not at all.
 */
export async function downloadGuide(
  manifest: OfflineManifest,
  extraUrls: readonly string[],
  onProgress: (progress: DownloadProgress) => void,
  signal: AbortSignal,
): Promise<OfflineRecord> {
  const name = OFFLINE_CACHE_PREFIX + manifest.guideId;
  const files: OfflineFile[] = [
    ...manifest.files,
    ...extraUrls.map((url) => ({ url, bytes: 0, kind: 'data' as const })),
  ];
  const totalBytes = manifest.totalBytes;
  let doneBytes = 0;
  onProgress({ doneBytes, totalBytes });
  // A new download replaces the old one whole (another language, a changed guide).
  await caches.delete(name);
  const cache = await caches.open(name);
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const response = await fetch(file.url, { signal, credentials: 'same-origin' });
      if (!response.ok) throw new Error(`offline download: ${file.url} answered ${response.status}`);
      await cache.put(file.url, response);
      doneBytes += file.bytes;
      onProgress({ doneBytes, totalBytes });
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
  // Ask the browser not to evict the download under storage pressure (granted or not, it works).
  await navigator.storage?.persist?.().catch(() => false);
  const record: OfflineRecord = {
    guideId: manifest.guideId,
    language: manifest.language,
    bytes: totalBytes,
    files: files.length,
    savedAt: new Date().toISOString(),
  };
  saveRecords({ ...records, [manifest.guideId]: record });
  return record;
}

/** Removes a guide's download from this device. */
export async function removeGuideDownload(guideId: string): Promise<void> {
  await caches.delete(OFFLINE_CACHE_PREFIX + guideId);
  const { [guideId]: _removed, ...rest } = records;
  saveRecords(rest);
}

/** What the site stores on this device and the browser's limit (navigator.storage.estimate). */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | undefined> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (estimate?.usage === undefined || estimate.quota === undefined) return undefined;
    return { usage: estimate.usage, quota: estimate.quota };
  } catch {
    return undefined;
  }
}

/** Bytes as a visitor reads them: 1,2 MB in pt-BR, 1.2 MB in English. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
