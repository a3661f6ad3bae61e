import type { LocalizedText, TechnicalSheetRow, TranslationFlags } from '@percurso/shared';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';

/**
 * A record's localized texts the whole-guide translation fills, by the API's field names; a
 * point's technical sheet as `technicalSheet.<row>.label` and `technicalSheet.<row>.value`.
 */
export interface TextRecord {
  table: 'guides' | 'journeys' | 'points';
  id: string;
  texts: Record<string, LocalizedText>;
  flags: TranslationFlags;
  /** A point's technical sheet as read: its rows' texts go back into it. */
  sheet?: TechnicalSheetRow[];
}

const SHEET_PREFIX = 'technicalSheet.';
/**
 * The flag a text is kept under: one per language for a whole technical sheet, since its rows
 * have no ids and move (the flags would follow the wrong row).
 */
export const flagFieldOf = (field: string) => (field.startsWith(SHEET_PREFIX) ? 'technicalSheet' : field);

/** API field name → column, per table; fields in `RICH` hold HTML. */
const COLUMNS = {
  guides: { name: 'name', description: 'description', introMessage: 'intro_message' },
  journeys: { name: 'name', description: 'description' },
  points: {
    name: 'name',
    description: 'description',
    contentPreview: 'content_preview',
    content: 'content',
    audioTranscript: 'audio_transcript',
    easyRead: 'easy_read',
  },
} as const;
export const RICH_FIELDS = new Set(['content']);

type Row = Record<string, unknown> & { id: string; translation_flags: TranslationFlags };

function toRecord(table: TextRecord['table'], row: Row): TextRecord {
  const texts: Record<string, LocalizedText> = {};
  for (const [field, column] of Object.entries(COLUMNS[table])) texts[field] = (row[column] as LocalizedText) ?? {};
  const sheet = table === 'points' ? ((row.technical_sheet as TechnicalSheetRow[] | undefined) ?? []) : undefined;
  for (const [index, sheetRow] of (sheet ?? []).entries()) {
    texts[`${SHEET_PREFIX}${index}.label`] = sheetRow.label;
    texts[`${SHEET_PREFIX}${index}.value`] = sheetRow.value;
  }
  return { table, id: row.id, texts, flags: row.translation_flags ?? {}, ...(sheet ? { sheet } : {}) };
}

/** The guide, its journeys and its points, with their texts and flags; undefined when no such guide. */
export async function loadGuideTexts(db: Db, guideId: string): Promise<TextRecord[] | undefined> {
  const guide = await db
    .selectFrom('guides')
    .select(['id', 'name', 'description', 'intro_message', 'translation_flags'])
    .where('id', '=', guideId)
    .executeTakeFirst();
  if (!guide) return undefined;
  const journeys = await db
    .selectFrom('journeys')
    .select(['id', 'name', 'description', 'translation_flags'])
    .where('guide_id', '=', guideId)
    .orderBy('id')
    .execute();
  const points = await db
    .selectFrom('points')
    .select([
      'id',
      'name',
      'description',
      'content_preview',
      'content',
      'audio_transcript',
      'easy_read',
      'technical_sheet',
      'translation_flags',
    ])
    .where('guide_id', '=', guideId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return [
    toRecord('guides', guide as Row),
    ...journeys.map((row) => toRecord('journeys', row as Row)),
    ...points.map((row) => toRecord('points', row as Row)),
  ];
}

/** Writes the record's texts and flags (one UPDATE; the table's trigger tells visitors). */
export async function saveTexts(db: Db, record: TextRecord): Promise<void> {
  const values: Record<string, unknown> = { translation_flags: json(record.flags) };
  for (const [field, column] of Object.entries(COLUMNS[record.table])) {
    values[column] = json(record.texts[field] ?? {});
  }
  if (record.sheet) {
    values.technical_sheet = json(
      record.sheet.map((_row, index) => ({
        label: record.texts[`${SHEET_PREFIX}${index}.label`] ?? {},
        value: record.texts[`${SHEET_PREFIX}${index}.value`] ?? {},
      })),
    );
  }
  // The column list is ours (COLUMNS), never the client's.
  await db
    .updateTable(record.table)
    .set(values as never)
    .where('id', '=', record.id)
    .execute();
}
