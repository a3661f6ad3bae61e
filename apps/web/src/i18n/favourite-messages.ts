import type { FavouritesCatalogue } from '@percurso/i18n';
import { lazyMessages } from './lazy-messages.ts';

/** The favourite routes' messages, per locale: a chunk of their own, loaded with the favourites dialog. */
const messages = lazyMessages<FavouritesCatalogue>(
  {
    'pt-BR': () => import('@percurso/i18n/favourites/pt-BR').then((module) => module.ptBRFavourites),
    en: () => import('@percurso/i18n/favourites/en').then((module) => module.enFavourites),
    es: () => import('@percurso/i18n/favourites/es').then((module) => module.esFavourites),
    fr: () => import('@percurso/i18n/favourites/fr').then((module) => module.frFavourites),
  },
  'favourites.picker.title',
);

/** The dialog's chunk awaits it. */
export const loadFavouriteMessages = messages.load;
/** While the dialog is open. */
export const useFavouriteMessages = messages.useMessages;
