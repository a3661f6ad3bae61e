import type { LegalCatalogue } from '@percurso/i18n';
import { lazyMessages } from './lazy-messages.ts';

/** The terms of use and privacy policy texts, per locale: a chunk of their own, loaded with those two pages. */
const messages = lazyMessages<LegalCatalogue>(
  {
    'pt-BR': () => import('@percurso/i18n/legal/pt-BR').then((module) => module.ptBRLegal),
    en: () => import('@percurso/i18n/legal/en').then((module) => module.enLegal),
    es: () => import('@percurso/i18n/legal/es').then((module) => module.esLegal),
    fr: () => import('@percurso/i18n/legal/fr').then((module) => module.frLegal),
  },
  'static.terms.intro',
);

/** The pages' loaders await it. */
export const loadLegalMessages = messages.load;
/** While a page is shown (a language switched meanwhile loads its texts). */
export const useLegalMessages = messages.useMessages;
