import type { VideoCatalogue } from '@percurso/i18n';
import { lazyMessages } from './lazy-messages.ts';

/** The point video player's control names, per locale: a chunk of their own, loaded with the player. */
const messages = lazyMessages<VideoCatalogue>(
  {
    'pt-BR': () => import('@percurso/i18n/video/pt-BR').then((module) => module.ptBRVideo),
    en: () => import('@percurso/i18n/video/en').then((module) => module.enVideo),
    es: () => import('@percurso/i18n/video/es').then((module) => module.esVideo),
    fr: () => import('@percurso/i18n/video/fr').then((module) => module.frVideo),
  },
  'video.play',
);

/** The player's chunk awaits it. */
export const loadVideoMessages = messages.load;
/** While the player is on screen. */
export const useVideoMessages = messages.useMessages;
