export { panelRatingRoutes, ratingRoutes } from './ratings.routes.ts';
