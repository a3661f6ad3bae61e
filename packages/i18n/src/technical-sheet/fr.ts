import type { TechnicalSheetCatalogue } from '../types.ts';

export const frTechnicalSheet: TechnicalSheetCatalogue = {
  'technical_sheet.title': 'Fiche technique',
};
