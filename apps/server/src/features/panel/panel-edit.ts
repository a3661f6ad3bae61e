import { createHash } from 'node:crypto';
import type { LocalizedText, TechnicalSheetRow, Versioned } from '@percurso/shared';
import { AppError } from '../../http/app-error.ts';

// Helpers of the panel's editors (panel-guides/journeys/points/maps.service.ts).

export const now = () => new Date().toISOString();

/** Null clears an optional field (PATCH); undefined leaves it as it was. */
export function merge<T extends object>(current: T, patch: object): T {
  const next = { ...current } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    next[key] = value === null ? undefined : value;
  }
  return next as T;
}

/** Blank languages are absent, so visitors fall back to another language instead of an empty text. */
export function compact(text: LocalizedText): LocalizedText {
  return Object.fromEntries(Object.entries(text).filter(([, value]) => value !== undefined && value.trim() !== ''));
}

/** A technical sheet as stored: each label and value without its blank languages. */
export function compactSheet(rows: readonly TechnicalSheetRow[]): TechnicalSheetRow[] {
  return rows.map((row) => ({ label: compact(row.label), value: compact(row.value) }));
}

/** JSON with object keys sorted, so equal records give equal text whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The version of a record as the panel reads it (docs/panel-api.md, optimistic concurrency): a
 * digest of its content, so any change through any path (an editor, a sponsor attached to the
 * guide, a journey appended to its order, an import) gives a new one.
 */
export function versionOf(record: object): string {
  return createHash('sha256').update(stableJson(record)).digest('base64url').slice(0, 22);
}

export function withVersion<T extends object>(record: T): Versioned<T> {
  return { ...record, version: versionOf(record) };
}

/**
 * Refuses a save based on another version of the record ('edit-conflict', 409): the editor
 * would otherwise write back what it showed, undoing the change it did not see. A save without
 * a version (an older client, a script) is not checked.
 */
export function checkVersion(current: object, version: string | undefined): void {
  if (version !== undefined && version !== versionOf(current)) throw new AppError('edit-conflict');
}
