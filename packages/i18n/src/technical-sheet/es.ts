import type { TechnicalSheetCatalogue } from '../types.ts';

export const esTechnicalSheet: TechnicalSheetCatalogue = {
  'technical_sheet.title': 'Ficha técnica',
};
