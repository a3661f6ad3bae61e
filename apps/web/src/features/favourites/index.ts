import { lazy } from 'react';
import { loadFavouriteMessages } from '../../i18n/favourite-messages.ts';

/** The favourites dialog: its chunk and its messages load together, when first opened. */
export const FavouritesDialog = lazy(() =>
  Promise.all([import('./favourites-dialog.tsx'), loadFavouriteMessages()]).then(([module]) => module),
);
export { FavouriteRoutePrefetch } from './favourite-route-prefetch.ts';
