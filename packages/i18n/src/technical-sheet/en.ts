import type { TechnicalSheetCatalogue } from '../types.ts';

export const enTechnicalSheet: TechnicalSheetCatalogue = {
  'technical_sheet.title': 'Technical details',
};
