import type { VrCatalogue } from '@percurso/i18n';
import { lazyMessages } from './lazy-messages.ts';

/**
 * The 360° tour's messages (viewer, headset mode, scene editor and its errors), per locale: a
 * chunk of their own loaded by those routes.
 */
const messages = lazyMessages<VrCatalogue>(
  {
    'pt-BR': () => import('@percurso/i18n/vr/pt-BR').then((module) => module.ptBRVr),
    en: () => import('@percurso/i18n/vr/en').then((module) => module.enVr),
    es: () => import('@percurso/i18n/vr/es').then((module) => module.esVr),
    fr: () => import('@percurso/i18n/vr/fr').then((module) => module.frVr),
  },
  'vr.loading',
);

/** The routes' loaders await it. */
export const loadVrMessages = messages.load;
/** On the 360° screens. */
export const useVrMessages = messages.useMessages;
