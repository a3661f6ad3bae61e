import type { HelpCatalogue } from '@percurso/i18n';
import { lazyMessages } from './lazy-messages.ts';

/** The "Pedir ajuda" dialog's messages, per locale: a chunk of their own, loaded with its dialog. */
const messages = lazyMessages<HelpCatalogue>(
  {
    'pt-BR': () => import('@percurso/i18n/help/pt-BR').then((module) => module.ptBRHelp),
    en: () => import('@percurso/i18n/help/en').then((module) => module.enHelp),
    es: () => import('@percurso/i18n/help/es').then((module) => module.esHelp),
    fr: () => import('@percurso/i18n/help/fr').then((module) => module.frHelp),
  },
  'help.title',
);

/** The dialog's chunk awaits it. */
export const loadHelpMessages = messages.load;
/** While the dialog is open (a language switched meanwhile loads its messages). */
export const useHelpMessages = messages.useMessages;
