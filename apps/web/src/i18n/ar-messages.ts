import type { ArCatalogue } from '@percurso/i18n';
import { lazyMessages } from './lazy-messages.ts';

/**
 * The augmented reality screens' messages, per locale: a chunk of their own, loaded by the AR
 * routes (/RA, /ID, /raScene, /raPageScene).
 */
const messages = lazyMessages<ArCatalogue>(
  {
    'pt-BR': () => import('@percurso/i18n/ar/pt-BR').then((module) => module.ptBRAr),
    en: () => import('@percurso/i18n/ar/en').then((module) => module.enAr),
    es: () => import('@percurso/i18n/ar/es').then((module) => module.esAr),
    fr: () => import('@percurso/i18n/ar/fr').then((module) => module.frAr),
  },
  'ar.scene.title',
);

/** The AR routes' `lazy` awaits it. */
export const loadArMessages = messages.load;
/** On an AR screen. */
export const useArMessages = messages.useMessages;
