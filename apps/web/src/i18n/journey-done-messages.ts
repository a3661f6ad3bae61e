import type { JourneyDoneCatalogue } from '@percurso/i18n';
import { lazyMessages } from './lazy-messages.ts';

/** The "journey complete" moment's messages, per locale: a chunk of their own, loaded with its dialog. */
const messages = lazyMessages<JourneyDoneCatalogue>(
  {
    'pt-BR': () => import('@percurso/i18n/journey-done/pt-BR').then((module) => module.ptBRJourneyDone),
    en: () => import('@percurso/i18n/journey-done/en').then((module) => module.enJourneyDone),
    es: () => import('@percurso/i18n/journey-done/es').then((module) => module.esJourneyDone),
    fr: () => import('@percurso/i18n/journey-done/fr').then((module) => module.frJourneyDone),
  },
  'journey_done.title',
);

/** The dialog's chunk awaits it. */
export const loadJourneyDoneMessages = messages.load;
/** While the dialog is open. */
export const useJourneyDoneMessages = messages.useMessages;
