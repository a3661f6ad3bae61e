import type { TechnicalSheetCatalogue } from '@percurso/i18n';
import { lazyMessages } from './lazy-messages.ts';

/** A point's technical sheet title, per locale: a chunk of its own, loaded with the sheet. */
const messages = lazyMessages<TechnicalSheetCatalogue>(
  {
    'pt-BR': () => import('@percurso/i18n/technical-sheet/pt-BR').then((module) => module.ptBRTechnicalSheet),
    en: () => import('@percurso/i18n/technical-sheet/en').then((module) => module.enTechnicalSheet),
    es: () => import('@percurso/i18n/technical-sheet/es').then((module) => module.esTechnicalSheet),
    fr: () => import('@percurso/i18n/technical-sheet/fr').then((module) => module.frTechnicalSheet),
  },
  'technical_sheet.title',
);

/** The sheet's chunk awaits it. */
export const loadTechnicalSheetMessages = messages.load;
/** While the sheet is on screen. */
export const useTechnicalSheetMessages = messages.useMessages;
