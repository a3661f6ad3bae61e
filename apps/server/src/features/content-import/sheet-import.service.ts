import { randomUUID } from 'node:crypto';
import { type Point, pointDefaults, type SheetImportProgress, type SheetPreview } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { findPointById, loadSheetContext, writeImportedPoint } from './sheet-import.repository.ts';
import { readSheet } from './sheet-reader.ts';
import { planSheet, type SheetPointValues, type SheetRowPlan } from './sheet-rows.ts';

/**
 * Spreadsheet import of a guide's points (spec §7 addSheetIntPoint; decision 0024). Callers check
 * guide.content.edit and that the guide exists. Nothing is written by the preview; the import
 * writes row by row, each in its own transaction, and stops at the first row it cannot write.
 */
async function plan(db: Db, guideId: string, bytes: Uint8Array) {
  const table = await readSheet(bytes);
  return planSheet(table, await loadSheetContext(db, guideId));
}

const publicRow = ({ importKey: _key, values: _values, ...row }: SheetRowPlan) => row;

export async function previewSheet(db: Db, guideId: string, bytes: Uint8Array): Promise<SheetPreview> {
  const { rows, unknownColumns } = await plan(db, guideId, bytes);
  const valid = rows.filter((row) => row.problems.length === 0);
  return {
    totalIndex: rows.length,
    creates: valid.filter((row) => row.action === 'create').length,
    updates: valid.filter((row) => row.action === 'update').length,
    invalid: rows.length - valid.length,
    unknownColumns,
    rows: rows.map(publicRow),
  };
}

/**
 * The import as NDJSON progress lines: one per row written ({nextIndex, totalIndex}), then success,
 * or an error naming the row that could not be written (the rows before it stay written; a retry
 * with startIndex = nextIndex continues there, and a re-import of the whole sheet updates them).
 */
export async function* importSheet(
  db: Db,
  logger: Logger,
  guideId: string,
  bytes: Uint8Array,
  startIndex: number,
): AsyncGenerator<SheetImportProgress> {
  const { rows } = await plan(db, guideId, bytes);
  const totalIndex = rows.length;
  let [created, updated] = [0, 0];
  for (const row of rows.slice(startIndex)) {
    if (row.problems.length > 0) {
      yield {
        status: 'error',
        nextIndex: row.index,
        totalIndex,
        row: row.row,
        problems: row.problems,
        created,
        updated,
      };
      return;
    }
    try {
      const point = await pointOf(db, guideId, row);
      await writeImportedPoint(db, point, row.importKey, row.action === 'create');
      if (row.action === 'create') created += 1;
      else updated += 1;
      yield {
        status: 'progress',
        nextIndex: row.index + 1,
        totalIndex,
        row: row.row,
        action: row.action,
        pointId: point.id,
      };
    } catch (error) {
      logger.error({ err: error, guideId, row: row.row }, 'sheet import: row failed');
      yield { status: 'error', nextIndex: row.index, totalIndex, row: row.row, code: 'internal', created, updated };
      return;
    }
  }
  yield { status: 'success', nextIndex: totalIndex, totalIndex, created, updated };
}

/** The point a row writes: a new one with the defaults, or the matched one with the row's columns. */
async function pointOf(db: Db, guideId: string, row: SheetRowPlan): Promise<Point> {
  const current = row.pointId ? await findPointById(db, row.pointId) : undefined;
  const base: Point = current ?? {
    ...pointDefaults(),
    id: randomUUID(),
    guideId,
    journeyIds: [],
    name: {},
    description: {},
    content: {},
    contentPreview: {},
    createdAt: new Date().toISOString(),
  };
  return apply(base, row.values);
}

function apply(point: Point, values: SheetPointValues): Point {
  const next: Point = { ...point, name: values.name, journeyIds: values.journeyIds };
  if (values.description) next.description = values.description;
  if (values.tags) next.tags = values.tags;
  // A GPS-unlocked point keeps its place when the sheet leaves the coordinates empty.
  if (values.coordinates !== undefined && (values.coordinates || !point.geolocation))
    next.coordinates = values.coordinates ?? undefined;
  if (values.mapId !== undefined) {
    next.mapId = values.mapId ?? undefined;
    next.x = values.x ?? undefined;
    next.y = values.y ?? undefined;
  }
  if (values.frontImage !== undefined) next.frontImage = values.frontImage ?? undefined;
  if (values.medias) next.medias = mergeMedias(point.medias, values.medias);
  if (values.audio) next.audio = values.audio;
  if (values.technicalSheet) next.technicalSheet = values.technicalSheet;
  if (values.qrValidation !== undefined) next.qrValidation = values.qrValidation;
  if (values.enabled !== undefined) next.enabled = values.enabled;
  return next;
}

/** The sheet's media list, keeping what the editor added to a listed file (captions, alt texts). */
function mergeMedias(current: Point['medias'], listed: Point['medias']): Point['medias'] {
  return listed.map((media) => current.find((known) => known.url === media.url) ?? media);
}
