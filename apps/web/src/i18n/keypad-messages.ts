import type { KeypadCatalogue } from '@percurso/i18n';
import { lazyMessages } from './lazy-messages.ts';

/** The stop-number keypad's messages, per locale: a chunk of their own, loaded with its dialog. */
const messages = lazyMessages<KeypadCatalogue>(
  {
    'pt-BR': () => import('@percurso/i18n/keypad/pt-BR').then((module) => module.ptBRKeypad),
    en: () => import('@percurso/i18n/keypad/en').then((module) => module.enKeypad),
    es: () => import('@percurso/i18n/keypad/es').then((module) => module.esKeypad),
    fr: () => import('@percurso/i18n/keypad/fr').then((module) => module.frKeypad),
  },
  'keypad.title',
);

/** The dialog's chunk awaits it. */
export const loadKeypadMessages = messages.load;
/** While the dialog is open (a language switched meanwhile loads its messages). */
export const useKeypadMessages = messages.useMessages;
