import type { KioskCatalogue } from '@percurso/i18n';
import { lazyMessages } from './lazy-messages.ts';

/** The kiosk mode's messages, per locale: a chunk of their own, loaded on a device in kiosk mode only. */
const messages = lazyMessages<KioskCatalogue>(
  {
    'pt-BR': () => import('@percurso/i18n/kiosk/pt-BR').then((module) => module.ptBRKiosk),
    en: () => import('@percurso/i18n/kiosk/en').then((module) => module.enKiosk),
    es: () => import('@percurso/i18n/kiosk/es').then((module) => module.esKiosk),
    fr: () => import('@percurso/i18n/kiosk/fr').then((module) => module.frKiosk),
  },
  'kiosk.leave',
);

/** The kiosk's chunk awaits it. */
export const loadKioskMessages = messages.load;
/** While the kiosk's controls show (a language switched meanwhile loads its messages). */
export const useKioskMessages = messages.useMessages;
