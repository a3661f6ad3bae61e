export { favouriteRouteRoutes } from './fav-routes.routes.ts';
