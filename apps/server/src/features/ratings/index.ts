export { saveDemoRatings } from './ratings.repository.ts';
export { panelRatingRoutes, ratingRoutes } from './ratings.routes.ts';
export { guideRatings } from './ratings.service.ts';
