import {
  id as idSchema,
  LANGUAGES,
  type Language,
  type LocalizedMedia,
  type LocalizedText,
  looksLikeFormula,
  MEDIA_FILE_TYPES,
  type Media,
  neutraliseFormula,
  normalizeName,
  SHEET_CELL_MAX_CHARS,
  SHEET_COLUMNS,
  type SheetColumn,
  type SheetPreviewRow,
  type SheetRowNote,
  type SheetRowProblemCode,
  type SheetRowWarningCode,
  type TechnicalSheetRow,
} from '@percurso/shared';
import type { SheetTable } from './sheet-reader.ts';
import { technicalSheetOf } from './sheet-technical.ts';

/** What a row is checked against: the guide's journeys, floor plans, points and media library. */
export interface SheetContext {
  journeys: Array<{ id: string; name: LocalizedText }>;
  maps: Array<{ id: string; name: LocalizedText; width: number | null; height: number | null }>;
  points: Array<{ id: string; importKey: string | null; namePt: string }>;
  /** The guide's media library: file name → public URL and kind. */
  media: Array<{ name: string; url: string; kind: string }>;
}

/** The values a valid row writes; a column the sheet lacks leaves its field untouched (undefined). */
export interface SheetPointValues {
  name: LocalizedText;
  description?: LocalizedText;
  journeyIds: string[];
  tags?: string[];
  coordinates?: { latitude: number; longitude: number } | null;
  mapId?: string | null;
  x?: number | null;
  y?: number | null;
  frontImage?: string | null;
  medias?: Media[];
  audio?: LocalizedMedia;
  technicalSheet?: TechnicalSheetRow[];
  qrValidation?: boolean;
  enabled?: boolean;
}

export interface SheetRowPlan extends SheetPreviewRow {
  /** The key stored on the point: the key column, else `name:` + the normalised Portuguese name. */
  importKey: string;
  values: SheetPointValues;
}

const LIST_SEPARATOR = /[;\n]/;
const TRUE = new Set(['1', 'true', 'sim', 'yes', 'si', 'oui', 'x']);
const FALSE = new Set(['0', 'false', 'não', 'nao', 'no', 'non', '']);

/** Plans every data row: what it would create or update, and why it cannot (problems). */
export function planSheet(
  table: SheetTable,
  context: SheetContext,
): { rows: SheetRowPlan[]; unknownColumns: string[] } {
  const columnIndex = new Map<SheetColumn, number>();
  const unknownColumns: string[] = [];
  table.headers.forEach((header, index) => {
    if ((SHEET_COLUMNS as readonly string[]).includes(header)) columnIndex.set(header as SheetColumn, index);
    else if (header !== '') unknownColumns.push(header);
  });
  const byId = new Map(context.points.map((point) => [point.id, point.id]));
  const byKey = new Map(
    context.points.filter((point) => point.importKey).map((point) => [point.importKey as string, point.id]),
  );
  const byName = new Map<string, string[]>();
  for (const point of context.points) {
    const key = normalizeName(point.namePt);
    if (key) byName.set(key, [...(byName.get(key) ?? []), point.id]);
  }
  const seenKeys = new Set<string>();
  const rows = table.rows.map((cells, index) => {
    const plan = planRow(cells, index, columnIndex, context);
    const sheetKey = plan.key;
    if (seenKeys.has(plan.importKey))
      plan.problems.push({ column: sheetKey ? 'key' : 'name_pt', code: 'key-duplicate' });
    seenKeys.add(plan.importKey);
    const pointId =
      (sheetKey && byId.get(sheetKey)) ||
      byKey.get(plan.importKey) ||
      (!sheetKey ? uniqueNameMatch(byName, plan.values.name.pt) : undefined);
    if (pointId) {
      plan.action = 'update';
      plan.pointId = pointId;
      if (!sheetKey && !byKey.has(plan.importKey)) plan.warnings.push({ column: 'name_pt', code: 'name-matched' });
    }
    return plan;
  });
  return { rows, unknownColumns };
}

function uniqueNameMatch(byName: Map<string, string[]>, name: string | undefined): string | undefined {
  const matches = byName.get(normalizeName(name ?? ''));
  return matches?.length === 1 ? matches[0] : undefined;
}

function planRow(
  cells: string[],
  index: number,
  columns: Map<SheetColumn, number>,
  context: SheetContext,
): SheetRowPlan {
  const problems: SheetRowNote[] = [];
  const warnings: SheetRowNote[] = [];
  const problem = (column: string, code: SheetRowProblemCode) => problems.push({ column, code });
  const warn = (column: string, code: SheetRowWarningCode) => warnings.push({ column, code });
  const has = (column: SheetColumn) => columns.has(column);
  /** The cell's text: trimmed, over-long cells refused, formulas neutralised. */
  const text = (column: SheetColumn): string => {
    const at = columns.get(column);
    const raw = (at === undefined ? '' : (cells[at] ?? '')).trim();
    if (raw.length > SHEET_CELL_MAX_CHARS) {
      problem(column, 'cell-too-long');
      return '';
    }
    if (looksLikeFormula(raw) && !NUMERIC.has(column)) {
      warn(column, 'formula-neutralised');
      return neutraliseFormula(raw);
    }
    return raw;
  };
  const list = (column: SheetColumn) =>
    text(column)
      .split(LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter(Boolean);
  const localized = (prefix: 'name' | 'description'): LocalizedText => {
    const value: LocalizedText = {};
    for (const language of LANGUAGES) {
      const cell = text(`${prefix}_${language}` as SheetColumn);
      if (cell) value[language] = cell;
    }
    return value;
  };

  const key = text('key') || undefined;
  if (key && !idSchema.safeParse(key).success) problem('key', 'key-invalid');
  const name = localized('name');
  if (!name.pt && !Object.values(name).some(Boolean)) problem('name_pt', 'name-required');
  const values: SheetPointValues = { name, journeyIds: [] };
  if (LANGUAGES.some((language) => has(`description_${language}` as SheetColumn)))
    values.description = localized('description');

  const journeyCells = list('journeys');
  if (journeyCells.length === 0) problem('journeys', 'journey-required');
  for (const cell of journeyCells) {
    const journey = findNamed(context.journeys, cell);
    if (journey) values.journeyIds.push(journey.id);
    else problem('journeys', 'journey-unknown');
  }
  values.journeyIds = [...new Set(values.journeyIds)];
  if (has('tags')) values.tags = [...new Set(list('tags'))];

  if (has('latitude') || has('longitude'))
    values.coordinates = coordinatesOf(text('latitude'), text('longitude'), problem);
  if (has('floor_plan')) {
    const planName = text('floor_plan');
    const map = planName ? findNamed(context.maps, planName) : undefined;
    if (planName && !map) problem('floor_plan', 'floor-plan-unknown');
    values.mapId = map?.id ?? null;
    const [x, y] = [numberOf(text('x')), numberOf(text('y'))];
    const placed = x !== null || y !== null;
    const fits = (value: number | null, limit: number | null | undefined) =>
      value !== null && Number.isFinite(value) && value >= 0 && (limit == null || value <= limit);
    if (placed && (!map || !fits(x, map.width) || !fits(y, map.height))) problem('x', 'position-invalid');
    values.x = placed ? x : null;
    values.y = placed ? y : null;
  }
  if (has('image'))
    values.frontImage = mediaOf(text('image'), context, () => problem('image', 'media-invalid'))?.url ?? null;
  if (has('media')) {
    values.medias = list('media').flatMap((cell) => {
      const found = mediaOf(cell, context, () => problem('media', 'media-invalid'));
      return found ? [{ fileType: found.fileType, url: found.url }] : [];
    });
  }
  if (LANGUAGES.some((language) => has(`audio_${language}` as SheetColumn))) {
    const audio: LocalizedMedia = {};
    for (const language of LANGUAGES) {
      const column = `audio_${language}` as SheetColumn;
      const cell = text(column);
      const found = cell ? mediaOf(cell, context, () => problem(column, 'media-invalid')) : undefined;
      if (found) audio[language as Language] = found.url;
    }
    values.audio = audio;
  }
  if (LANGUAGES.some((language) => has(`technical_sheet_${language}` as SheetColumn))) {
    const cells: Partial<Record<Language, string>> = {};
    for (const language of LANGUAGES) cells[language] = text(`technical_sheet_${language}` as SheetColumn);
    const sheet = technicalSheetOf(cells);
    if ('rows' in sheet) values.technicalSheet = sheet.rows;
    else problem(`technical_sheet_${sheet.unreadable}`, 'technical-sheet-invalid');
  }
  if (has('qr_validation'))
    values.qrValidation = booleanOf(text('qr_validation'), () => problem('qr_validation', 'boolean-invalid'));
  if (has('enabled')) values.enabled = booleanOf(text('enabled') || '1', () => problem('enabled', 'boolean-invalid'));

  const displayName = name.pt ?? Object.values(name).find(Boolean) ?? '';
  return {
    index,
    row: index + 2,
    ...(key ? { key } : {}),
    name: displayName.slice(0, 200),
    action: 'create',
    problems,
    warnings,
    importKey: key ?? `name:${normalizeName(displayName)}`,
    values,
  };
}

const NUMERIC = new Set<SheetColumn>(['latitude', 'longitude', 'x', 'y']);

function findNamed<T extends { id: string; name: LocalizedText }>(items: T[], cell: string): T | undefined {
  const wanted = normalizeName(cell);
  return (
    items.find((item) => item.id === cell) ??
    items.find((item) => LANGUAGES.some((language) => normalizeName(item.name[language] ?? '') === wanted))
  );
}

/** A decimal number; a comma decimal separator (pt-BR spreadsheets) is accepted. */
function numberOf(cell: string): number | null {
  if (cell === '') return null;
  const value = Number(cell.replace(',', '.'));
  return Number.isFinite(value) ? value : Number.NaN;
}

function coordinatesOf(
  latitudeCell: string,
  longitudeCell: string,
  problem: (column: string, code: SheetRowProblemCode) => void,
): { latitude: number; longitude: number } | null {
  const [latitude, longitude] = [numberOf(latitudeCell), numberOf(longitudeCell)];
  if (latitude === null && longitude === null) return null;
  if (latitude === null || longitude === null || Number.isNaN(latitude) || Number.isNaN(longitude)) {
    problem('latitude', 'coordinates-invalid');
    return null;
  }
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    problem(Math.abs(latitude) > 90 ? 'latitude' : 'longitude', 'coordinates-out-of-range');
    return null;
  }
  return { latitude, longitude };
}

function booleanOf(cell: string, invalid: () => void): boolean | undefined {
  const value = cell.toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  invalid();
  return undefined;
}

const EXTENSION_TYPES: Record<string, Media['fileType']> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  gif: 'image',
  avif: 'image',
  svg: 'image',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  m4v: 'video',
  mp3: 'audio',
  ogg: 'audio',
  oga: 'audio',
  opus: 'audio',
  m4a: 'audio',
  wav: 'audio',
  aac: 'audio',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'doc',
  odt: 'doc',
  ppt: 'doc',
  pptx: 'doc',
  xls: 'doc',
  xlsx: 'doc',
  txt: 'doc',
};
const KIND_TYPES: Record<string, Media['fileType']> = {
  image: 'image',
  audio: 'audio',
  video: 'video',
  pdf: 'pdf',
  document: 'doc',
};

/**
 * A media cell: a file name of the guide's library (case-insensitive), or an http(s) URL or
 * /media/ path whose extension tells its type.
 */
function mediaOf(
  cell: string,
  context: SheetContext,
  invalid: () => void,
): { url: string; fileType: Media['fileType'] } | undefined {
  if (!cell) return undefined;
  const lower = cell.toLowerCase();
  const library = context.media.find((file) => file.name.toLowerCase() === lower);
  if (library && KIND_TYPES[library.kind])
    return { url: library.url, fileType: KIND_TYPES[library.kind] as Media['fileType'] };
  const isUrl = /^https?:\/\/[^\s]+$/i.test(cell) || /^\/media\/[^\s]+$/.test(cell);
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(cell)?.[1]?.toLowerCase() ?? '';
  const fileType = EXTENSION_TYPES[extension];
  if (isUrl && cell.length <= 2048 && fileType && (MEDIA_FILE_TYPES as readonly string[]).includes(fileType)) {
    return { url: cell, fileType };
  }
  invalid();
  return undefined;
}
