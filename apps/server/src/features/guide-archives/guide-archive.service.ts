import { createHash, randomUUID } from 'node:crypto';
import {
  GUIDE_ARCHIVE_FORMAT,
  GUIDE_ARCHIVE_VERSION,
  type GuideArchiveFile,
  type GuideArchiveManifest,
  type GuideDocument,
  guideArchiveManifest,
  guideDocument,
  MAX_UPLOAD_BYTES,
} from '@percurso/shared';
import { strFromU8, strToU8, type Unzipped, unzipSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import { type ImportOptions, importGuideDocument, readGuideDocument } from '../guide-documents/index.ts';
import type { MediaStorage } from '../media-library/index.ts';

/**
 * The guide archive (docs/guide-archive.md, issue 29 item 5): a ZIP of the guide document
 * (`guide.json`), the media files it names (`media/<storage key>`) and `manifest.json` (which URL
 * each file is, its SHA-256). Exported as a stream; imported into another installation keeping
 * the ids, or as a copy with new ones.
 */
export interface ArchiveDeps {
  db: Db;
  storage: MediaStorage;
  logger: Logger;
}

/** guide.json's largest size: far above any real guide's text, far below memory trouble. */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

const MEDIA_FOLDER = 'media/';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string inside a JSON value. */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* stringsOf(item);
}

/** The value with `change` applied to every string in it (keys stay). */
function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)])) as T;
  }
  return value;
}

/**
 * The storage objects the document names, by URL: a field holding a URL of this storage, a URL
 * inside a text (rich content), and the library rows' originals and web copies.
 */
function referencedObjects(doc: GuideDocument, storage: MediaStorage): Map<string, string> {
  const found = new Map<string, string>();
  const prefix = storage.urlOf('');
  const inText = new RegExp(`${escapeRegExp(prefix)}[^\\s"'<>()]+`, 'g');
  const add = (url: string) => {
    const key = storage.keyOf(url);
    if (key && !found.has(url)) found.set(url, key);
  };
  for (const text of stringsOf(doc)) {
    add(text);
    for (const match of text.matchAll(inText)) add(match[0]);
  }
  for (const file of doc.media) {
    found.set(file.fileUrl, file.storageKey);
    for (const variant of file.variants) found.set(variant.fileUrl, variant.key);
  }
  return found;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The archive's file name: the guide's name as a link key, and the day. */
export function archiveFileName(doc: GuideDocument, at: Date): string {
  const name = (doc.guide.name.pt ?? Object.values(doc.guide.name)[0] ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `percurso-${name || 'guia'}-${at.toISOString().slice(0, 10)}.zip`;
}

/**
 * The guide's archive as a stream of ZIP bytes, made while it is sent: the document first (read
 * before the answer starts, so an unknown guide is a 404), each media file read from the storage
 * when its turn comes, the manifest last. A file the storage lacks is listed as missing.
 */
export async function exportGuideArchive(
  deps: ArchiveDeps,
  guideId: string,
): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  const exportedAt = new Date();
  const doc = { ...(await readGuideDocument(deps.db, guideId)), exportedAt: exportedAt.toISOString() };
  const objects = referencedObjects(doc, deps.storage);

  async function* zipChunks(): AsyncGenerator<Uint8Array> {
    const ready: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else ready.push(chunk);
    });
    const drain = function* () {
      if (failure) throw failure;
      yield* ready.splice(0);
    };
    const add = (name: string, bytes: Uint8Array, stored: boolean) => {
      const entry = stored ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(bytes, true);
    };
    add('guide.json', strToU8(JSON.stringify(doc, null, 2)), false);
    yield* drain();
    const files: GuideArchiveFile[] = [];
    const missing: string[] = [];
    const written = new Map<string, GuideArchiveFile>();
    for (const [url, key] of [...objects].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const known = written.get(key);
      if (known) {
        files.push({ ...known, url });
        continue;
      }
      const object = await deps.storage.get(key);
      if (!object) {
        if (!missing.includes(key)) missing.push(key);
        continue;
      }
      const file = {
        path: `${MEDIA_FOLDER}${key}`,
        key,
        url,
        contentType: object.contentType,
        size: object.body.length,
        sha256: sha256(object.body),
      };
      written.set(key, file);
      files.push(file);
      // Media are compressed already (images, audio, video): stored as they are.
      add(file.path, object.body, true);
      yield* drain();
    }
    const manifest: GuideArchiveManifest = {
      format: GUIDE_ARCHIVE_FORMAT,
      version: GUIDE_ARCHIVE_VERSION,
      guideId,
      exportedAt: doc.exportedAt,
      files,
      missing,
    };
    add('manifest.json', strToU8(JSON.stringify(manifest, null, 2)), false);
    zip.end();
    yield* drain();
  }

  const chunks = zipChunks();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        deps.logger.error({ err: error, guideId }, 'guide archive not written');
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return { fileName: archiveFileName(doc, exportedAt), stream };
}

const unreadable = (field?: string, cause?: unknown) => new AppError('archive/unreadable', { field, cause });

/** The ZIP's entries this import reads; anything else in it is ignored. Entries are size-checked before they are expanded. */
function unzipArchive(bytes: Uint8Array): Unzipped {
  let tooLarge: string | undefined;
  let entries: Unzipped;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        const limit = file.name.startsWith(MEDIA_FOLDER) ? MAX_UPLOAD_BYTES : MAX_DOCUMENT_BYTES;
        if (file.originalSize > limit) tooLarge = file.name;
        return (
          tooLarge === undefined &&
          (file.name === 'guide.json' || file.name === 'manifest.json' || file.name.startsWith(MEDIA_FOLDER))
        );
      },
    });
  } catch (error) {
    throw unreadable('file', error);
  }
  if (tooLarge) throw new AppError('media/too-large', { field: tooLarge, limit: MAX_UPLOAD_BYTES });
  return entries;
}

function readJson(entries: Unzipped, name: string): unknown {
  const bytes = entries[name];
  if (!bytes) throw unreadable(name);
  try {
    return JSON.parse(strFromU8(bytes));
  } catch (error) {
    throw unreadable(name, error);
  }
}

/** The document and manifest of an archive, checked: a bad field answers invalid-request naming it. */
export function readArchive(bytes: Uint8Array): {
  doc: GuideDocument;
  manifest: GuideArchiveManifest;
  entries: Unzipped;
} {
  const entries = unzipArchive(bytes);
  const parsedManifest = guideArchiveManifest.safeParse(readJson(entries, 'manifest.json'));
  if (!parsedManifest.success) throw unreadable('manifest.json', parsedManifest.error);
  const parsed = guideDocument.safeParse(readJson(entries, 'guide.json'));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('invalid-request', { field: issue?.path.join('.') || 'guide.json', cause: parsed.error });
  }
  for (const file of parsedManifest.data.files) {
    const body = entries[file.path];
    if (!body || sha256(body) !== file.sha256) throw unreadable(file.path);
  }
  return { doc: parsed.data, manifest: parsedManifest.data, entries };
}

interface PlannedObject {
  key: string;
  body: Uint8Array;
  contentType: string;
}

/**
 * Where each archived file goes in this storage and the document that names it there. Keeping
 * ids, a file keeps its key where it is free; a copy's library files go under their new ids'
 * folders (`library/<id>/`, so deleting the copy deletes them and nothing of the original). A key
 * holding the same bytes already (e.g. the demo's media) is used as it is.
 */
async function planMedia(
  deps: ArchiveDeps,
  doc: GuideDocument,
  manifest: GuideArchiveManifest,
  entries: Unzipped,
  ids: 'keep' | 'new',
): Promise<{ doc: GuideDocument; objects: PlannedObject[] }> {
  const libraryIds = new Map(doc.media.map((file) => [file.id, ids === 'new' ? randomUUID() : file.id]));
  const keys = new Map<string, string>();
  const objects: PlannedObject[] = [];
  for (const file of manifest.files) {
    if (keys.has(file.key)) continue;
    const body = entries[file.path];
    if (!body) throw unreadable(file.path);
    const library = /^library\/([^/]+)\/(.+)$/.exec(file.key);
    const ownId = library?.[1] && libraryIds.get(library[1]);
    let key = ownId ? `library/${ownId}/${library[2]}` : file.key;
    const existing = await deps.storage.get(key);
    if (existing && !ownId && sha256(existing.body) === file.sha256) {
      keys.set(file.key, key);
      continue;
    }
    if (existing)
      key = ownId ? `library/${randomUUID()}/${library?.[2]}` : `imported/${randomUUID()}/${file.key.split('/').pop()}`;
    keys.set(file.key, key);
    objects.push({ key, body, contentType: file.contentType });
  }
  // Longest URL first, so a URL that begins another is not replaced inside it.
  const urls = manifest.files
    .flatMap((file) => {
      const key = keys.get(file.key);
      return key ? [[file.url, deps.storage.urlOf(key)] as const] : [];
    })
    .filter(([from, to]) => from !== to)
    .sort(([a], [b]) => b.length - a.length);
  const rewrite = (text: string) => {
    let result = text;
    for (const [from, to] of urls) if (result.includes(from)) result = result.split(from).join(to);
    return result;
  };
  const { media, ...content } = doc;
  const rewritten = mapStrings(content, rewrite);
  return {
    doc: {
      ...rewritten,
      media: media.map((file) => ({
        ...file,
        id: libraryIds.get(file.id) ?? file.id,
        storageKey: keys.get(file.storageKey) ?? file.storageKey,
        fileUrl: rewrite(file.fileUrl),
        variants: file.variants.map((variant) => ({
          ...variant,
          key: keys.get(variant.key) ?? variant.key,
          fileUrl: rewrite(variant.fileUrl),
        })),
      })),
    },
    objects,
  };
}

/**
 * Creates a guide from an archive: checks it whole first (document schema, manifest, every file's
 * SHA-256), stores its files, then writes the guide in one transaction. When the write fails
 * (an id taken, a name taken), the files it stored are removed again: nothing is left half-written.
 */
export async function importGuideArchive(
  deps: ArchiveDeps,
  bytes: Uint8Array,
  options: ImportOptions,
): Promise<string> {
  const archive = readArchive(bytes);
  const { doc, objects } = await planMedia(deps, archive.doc, archive.manifest, archive.entries, options.ids);
  const written: string[] = [];
  const removeWritten = async () => {
    const results = await Promise.allSettled(written.map((key) => deps.storage.delete(key)));
    for (const result of results) {
      if (result.status === 'rejected') deps.logger.warn({ err: result.reason }, 'imported media object not deleted');
    }
  };
  try {
    for (const object of objects) {
      await deps.storage.put(object.key, Buffer.from(object.body), object.contentType);
      written.push(object.key);
    }
    return await importGuideDocument(deps.db, doc, options);
  } catch (error) {
    await removeWritten();
    throw error;
  }
}
