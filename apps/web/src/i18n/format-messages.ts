import type { FormatsCatalogue } from '@percurso/i18n';
import { lazyMessages } from './lazy-messages.ts';

/** The content formats' chooser and views, per locale: a chunk of their own, loaded with them. */
const messages = lazyMessages<FormatsCatalogue>(
  {
    'pt-BR': () => import('@percurso/i18n/formats/pt-BR').then((module) => module.ptBRFormats),
    en: () => import('@percurso/i18n/formats/en').then((module) => module.enFormats),
    es: () => import('@percurso/i18n/formats/es').then((module) => module.esFormats),
    fr: () => import('@percurso/i18n/formats/fr').then((module) => module.frFormats),
  },
  'formats.current',
);

/** The format part's chunk awaits it. */
export const loadFormatMessages = messages.load;
/** While the format part is on screen. */
export const useFormatMessages = messages.useMessages;
