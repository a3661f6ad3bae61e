/**
 * A point's technical sheet ("Ficha técnica") as visitors read it: a chunk of its own, loaded with
 * the sheet, so the app shell does not carry it. pt-BR is the source.
 */
export const ptBRTechnicalSheet = {
  'technical_sheet.title': 'Ficha técnica',
} as const;
