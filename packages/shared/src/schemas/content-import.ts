import { z } from 'zod';
import { id } from './common.ts';

/**
 * Spreadsheet import of interaction points (spec §7 addSheetIntPoint; docs/decisions/0024-content-import.md)
 * and the original system's export import (issue 16 items 3 and 4).
 */

/** The sheet's columns, in the template's order. Headers are matched case-insensitively. */
export const SHEET_COLUMNS = [
  'key',
  'name_pt',
  'name_en',
  'name_es',
  'name_fr',
  'description_pt',
  'description_en',
  'description_es',
  'description_fr',
  'journeys',
  'tags',
  'latitude',
  'longitude',
  'floor_plan',
  'x',
  'y',
  'image',
  'media',
  'audio_pt',
  'audio_en',
  'audio_es',
  'audio_fr',
  'technical_sheet_pt',
  'technical_sheet_en',
  'technical_sheet_es',
  'technical_sheet_fr',
  'qr_validation',
  'enabled',
] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/** Longest text a cell may hold (a description with rich text fits; a 2 MB paste does not). */
export const SHEET_CELL_MAX_CHARS = 20_000;
/** Most data rows one sheet may have. */
export const SHEET_MAX_ROWS = 5_000;
/** Largest sheet file accepted. */
export const SHEET_MAX_BYTES = 25 * 1024 * 1024;

/** Why a row cannot be imported; each has a message in the panel catalogue (panel.import.problem.*). */
export const SHEET_ROW_PROBLEMS = [
  'name-required',
  'journey-required',
  'journey-unknown',
  'coordinates-invalid',
  'coordinates-out-of-range',
  'floor-plan-unknown',
  'position-invalid',
  'cell-too-long',
  'media-invalid',
  'key-duplicate',
  'key-invalid',
  'boolean-invalid',
  'technical-sheet-invalid',
] as const;
export type SheetRowProblemCode = (typeof SHEET_ROW_PROBLEMS)[number];

/** What the import changed in a cell without refusing the row. */
export const SHEET_ROW_WARNINGS = ['formula-neutralised', 'name-matched'] as const;
export type SheetRowWarningCode = (typeof SHEET_ROW_WARNINGS)[number];

export const sheetRowNote = z.object({ column: z.string(), code: z.string() });
export type SheetRowNote = z.infer<typeof sheetRowNote>;

export const sheetPreviewRow = z.object({
  /** 0-based index among the data rows (nextIndex counts these). */
  index: z.number().int().min(0),
  /** Row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int().min(2),
  key: z.string().optional(),
  name: z.string(),
  /** create: a new point; update: the point `pointId` gets the row's values. */
  action: z.enum(['create', 'update']),
  pointId: id.optional(),
  problems: z.array(sheetRowNote),
  warnings: z.array(sheetRowNote),
});
export type SheetPreviewRow = z.infer<typeof sheetPreviewRow>;

export const sheetPreview = z.object({
  totalIndex: z.number().int().min(0),
  creates: z.number().int().min(0),
  updates: z.number().int().min(0),
  invalid: z.number().int().min(0),
  /** Headers the sheet has that the import does not read. */
  unknownColumns: z.array(z.string()),
  rows: z.array(sheetPreviewRow),
});
export type SheetPreview = z.infer<typeof sheetPreview>;

/** One NDJSON line of the import stream (spec: nextIndex and totalIndex). */
export const sheetImportProgress = z.object({
  status: z.enum(['progress', 'success', 'error']),
  /** Data rows done so far; a retry sends it back as startIndex. */
  nextIndex: z.number().int().min(0),
  totalIndex: z.number().int().min(0),
  /** The row just written, or (status error) the row that failed. */
  row: z.number().int().optional(),
  action: z.enum(['create', 'update']).optional(),
  pointId: id.optional(),
  created: z.number().int().optional(),
  updated: z.number().int().optional(),
  /** status error: why the row failed (row problems, or an API error code). */
  problems: z.array(sheetRowNote).optional(),
  code: z.string().optional(),
});
export type SheetImportProgress = z.infer<typeof sheetImportProgress>;

/** The multipart fields that come with the sheet file. */
export const sheetImportFields = z.object({
  startIndex: z.coerce.number().int().min(0).default(0),
});

/** What the original-system import did, collection by collection. */
export const legacyCollectionReport = z.object({
  read: z.number().int(),
  imported: z.number().int(),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
  /** Fields some document had that nothing maps (with how many documents had them). */
  unmappedFields: z.record(z.string(), z.number().int()),
});
export const legacyImportReport = z.object({
  collections: z.record(z.string(), legacyCollectionReport),
  /** Collections of the export the import does not read. */
  ignoredCollections: z.array(z.string()),
  /** The export's files: found, copied into the storage (none in a dry run), and those that could not be fetched. */
  media: z.object({
    found: z.number().int(),
    copied: z.number().int(),
    failed: z.array(z.object({ url: z.string(), reason: z.string() })),
  }),
});
export type LegacyImportReport = z.infer<typeof legacyImportReport>;
export type LegacyCollectionReport = z.infer<typeof legacyCollectionReport>;
