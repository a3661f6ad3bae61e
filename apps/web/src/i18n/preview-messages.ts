import type { PreviewCatalogue } from '@percurso/i18n';
import { lazyMessages } from './lazy-messages.ts';

/** A guide preview's messages, per locale: a chunk of their own, loaded with a preview only. */
const messages = lazyMessages<PreviewCatalogue>(
  {
    'pt-BR': () => import('@percurso/i18n/preview/pt-BR').then((module) => module.ptBRPreview),
    en: () => import('@percurso/i18n/preview/en').then((module) => module.enPreview),
    es: () => import('@percurso/i18n/preview/es').then((module) => module.esPreview),
    fr: () => import('@percurso/i18n/preview/fr').then((module) => module.frPreview),
  },
  'preview.banner',
);

/** The preview's chunk awaits it. */
export const loadPreviewMessages = messages.load;
/** While the banner shows (a language switched meanwhile loads its messages). */
export const usePreviewMessages = messages.useMessages;
