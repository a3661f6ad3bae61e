import type { LocalizedMedia, LocalizedText } from '@percurso/shared';
import { AppError } from '../../http/app-error.ts';

/**
 * The original system's document-database export (decision 0024): a JSON object of collections,
 * either at the top level or under `__collections__` (the firestore-export format), each an array
 * of documents with `id` or an object of documents keyed by id. Timestamps may be
 * `{_seconds, _nanoseconds}`, `{seconds}`, `{__datatype__: 'timestamp', value}`, ISO text,
 * 'YYYY/MM/DD' or epoch milliseconds.
 */
export type LegacyExport = Map<string, LegacyDoc[]>;
export interface LegacyDoc {
  id: string;
  data: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseLegacyExport(text: string): LegacyExport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (cause) {
    throw new AppError('import/unreadable-export', { field: 'file', cause });
  }
  if (!isObject(parsed)) throw new AppError('import/unreadable-export', { field: 'file' });
  const root = isObject(parsed.__collections__) ? parsed.__collections__ : parsed;
  const collections: LegacyExport = new Map();
  for (const [name, value] of Object.entries(root)) {
    const docs: LegacyDoc[] = [];
    if (Array.isArray(value)) {
      for (const item of value) {
        if (!isObject(item)) continue;
        const id = item.id ?? item._id;
        docs.push({ id: typeof id === 'string' || typeof id === 'number' ? String(id) : '', data: item });
      }
    } else if (isObject(value)) {
      for (const [id, item] of Object.entries(value))
        if (isObject(item)) docs.push({ id: String(item.id ?? id), data: item });
    } else continue;
    collections.set(name, docs);
  }
  if (collections.size === 0) throw new AppError('import/unreadable-export', { field: 'file' });
  return collections;
}

/** Reads a document's fields and remembers which it read, so the rest can be reported as unmapped. */
export class DocReader {
  readonly used = new Set<string>(['id', '_id', '__collections__']);
  constructor(readonly data: Record<string, unknown>) {}

  raw(field: string): unknown {
    this.used.add(field);
    return this.data[field];
  }
  /** Marks fields as deliberately not imported (they still count as unmapped). */
  skip(..._fields: string[]): void {}
  str(field: string): string | undefined {
    const value = this.raw(field);
    if (typeof value === 'string') return value.trim() === '' ? undefined : value;
    if (typeof value === 'number') return String(value);
    return undefined;
  }
  num(field: string): number | undefined {
    const value = this.raw(field);
    const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
    return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
  }
  bool(field: string, fallback: boolean): boolean {
    const value = this.raw(field);
    return typeof value === 'boolean' ? value : fallback;
  }
  obj(field: string): Record<string, unknown> | undefined {
    const value = this.raw(field);
    return isObject(value) ? value : undefined;
  }
  list(field: string): unknown[] {
    const value = this.raw(field);
    return Array.isArray(value) ? value : [];
  }
  strings(field: string): string[] {
    return this.list(field).flatMap((item) => (typeof item === 'string' && item.trim() ? [item] : []));
  }
  /** The id of a reference: a plain id or an embedded `{id, name}`. */
  ref(field: string): string | undefined {
    return refId(this.raw(field));
  }
  refs(field: string): string[] {
    return this.list(field).flatMap((item) => {
      const id = refId(item);
      return id ? [id] : [];
    });
  }
  /** The spec's four-language forms: `name`, `nameInEnglish`, `nameInSpanish`, `nameInFrench`. */
  text(field: string): LocalizedText {
    const value: LocalizedText = {};
    const pt = this.str(field);
    const en = this.str(`${field}InEnglish`) ?? this.str(`${field}En`);
    const es = this.str(`${field}InSpanish`) ?? this.str(`${field}Es`);
    const fr = this.str(`${field}InFrench`) ?? this.str(`${field}Fr`);
    if (pt) value.pt = pt;
    if (en) value.en = en;
    if (es) value.es = es;
    if (fr) value.fr = fr;
    return value;
  }
  /** A file: a URL, or `{fileUrl}` / `{url}`. */
  file(field: string): string | undefined {
    return fileUrl(this.raw(field));
  }
  /** audioPtFile, audioEnFile, audioEsFile, audioFrFile (`prefix` 'audio'). */
  audio(prefix: string): LocalizedMedia {
    const value: LocalizedMedia = {};
    for (const [language, suffix] of [
      ['pt', 'Pt'],
      ['en', 'En'],
      ['es', 'Es'],
      ['fr', 'Fr'],
    ] as const) {
      const url = this.file(`${prefix}${suffix}File`);
      if (url) value[language] = url;
    }
    return value;
  }
  date(field: string): string | undefined {
    return toIsoDate(this.raw(field));
  }
  unmapped(): string[] {
    return Object.keys(this.data).filter((key) => !this.used.has(key));
  }
}

export function refId(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  if (isObject(value)) return refId(value.id);
  return undefined;
}

export function fileUrl(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (isObject(value)) return fileUrl(value.fileUrl ?? value.url);
  return undefined;
}

/** Any of the export's timestamp shapes as an ISO date-time; undefined when unreadable. */
export function toIsoDate(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (isObject(value)) {
    if (value.__datatype__ === 'timestamp') return toIsoDate(value.value);
    const seconds = value._seconds ?? value.seconds;
    if (typeof seconds === 'number') return new Date(seconds * 1000).toISOString();
    return undefined;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value).toISOString() : undefined;
  if (typeof value !== 'string') return undefined;
  const slashed = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value.trim());
  const date = new Date(slashed ? `${slashed[1]}-${slashed[2]}-${slashed[3]}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** 'YYYY-MM-DD' of a date (birth dates and reward days are calendar days). */
export function toDay(value: unknown): string | undefined {
  return toIsoDate(value)?.slice(0, 10);
}
