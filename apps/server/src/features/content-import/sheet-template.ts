import {
  LANGUAGES,
  type LocalizedText,
  neutraliseFormula,
  type Point,
  SHEET_COLUMNS,
  type SheetColumn,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { listPointsOfGuide, loadSheetContext } from './sheet-import.repository.ts';
import { technicalSheetCells } from './sheet-technical.ts';

export type TemplateFormat = 'xlsx' | 'csv';

/** An example row for a guide with no points yet, so the template shows how each column is filled. */
const EXAMPLE: Partial<Record<SheetColumn, string>> = {
  key: 'sala-1-vaso',
  name_pt: 'Vaso marajoara',
  name_en: 'Marajoara vase',
  name_es: 'Jarrón marajoara',
  name_fr: 'Vase marajoara',
  description_pt: 'Cerâmica da ilha de Marajó.',
  tags: 'cerâmica; arqueologia',
  latitude: '-23.5505',
  longitude: '-46.6333',
  x: '120',
  y: '80',
  media: 'https://example.org/vaso.jpg',
  technical_sheet_pt: 'Cultura: marajoara\nMaterial: cerâmica',
  technical_sheet_en: 'Culture: Marajoara\nMaterial: ceramic',
  qr_validation: 'sim',
  enabled: 'sim',
};

/**
 * The template: every column, and a row per point the guide has (its key is the point's import key
 * or id, so editing the file and importing it again updates those points). Every text cell is
 * neutralised against formula injection before it is written.
 */
export async function sheetTemplate(db: Db, guideId: string, format: TemplateFormat): Promise<Uint8Array> {
  const [points, context] = await Promise.all([listPointsOfGuide(db, guideId), loadSheetContext(db, guideId)]);
  const keys = new Map(context.points.map((point) => [point.id, point.importKey]));
  const journeyName = new Map(context.journeys.map((journey) => [journey.id, firstName(journey.name)]));
  const mapName = new Map(context.maps.map((map) => [map.id, firstName(map.name)]));
  const rows =
    points.length > 0
      ? points.map((point) => rowOf(point, keys.get(point.id) ?? null, journeyName, mapName))
      : [{ ...EXAMPLE, journeys: context.journeys[0] ? firstName(context.journeys[0].name) : '' }];
  const table = rows.map((row) => SHEET_COLUMNS.map((column) => neutraliseFormula(row[column] ?? '')));
  // exceljs and papaparse load on first use: only this download and the import need them.
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse');
    return new TextEncoder().encode(`\uFEFF${Papa.unparse([[...SHEET_COLUMNS], ...table])}\r\n`);
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('points');
  sheet.addRow([...SHEET_COLUMNS]).font = { bold: true };
  for (const row of table) sheet.addRow(row);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function firstName(name: LocalizedText): string {
  return name.pt ?? LANGUAGES.map((language) => name[language]).find(Boolean) ?? '';
}

function rowOf(
  point: Point,
  importKey: string | null,
  journeyName: Map<string, string>,
  mapName: Map<string, string>,
): Partial<Record<SheetColumn, string>> {
  const row: Partial<Record<SheetColumn, string>> = {
    key: importKey && !importKey.startsWith('name:') ? importKey : point.id,
    journeys: point.journeyIds.map((id) => journeyName.get(id) ?? id).join('; '),
    tags: point.tags.join('; '),
    latitude: point.coordinates ? String(point.coordinates.latitude) : '',
    longitude: point.coordinates ? String(point.coordinates.longitude) : '',
    floor_plan: point.mapId ? (mapName.get(point.mapId) ?? point.mapId) : '',
    x: point.x === undefined ? '' : String(point.x),
    y: point.y === undefined ? '' : String(point.y),
    image: point.frontImage ?? '',
    media: point.medias.map((media) => media.url).join('; '),
    qr_validation: point.qrValidation ? 'sim' : 'não',
    enabled: point.enabled ? 'sim' : 'não',
  };
  const sheet = technicalSheetCells(point.technicalSheet ?? []);
  for (const language of LANGUAGES) {
    row[`technical_sheet_${language}`] = sheet[language];
    row[`name_${language}`] = point.name[language] ?? '';
    row[`description_${language}`] = point.description[language] ?? '';
    row[`audio_${language}`] = point.audio[language] ?? '';
  }
  return row;
}
