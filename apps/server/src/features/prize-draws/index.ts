export { type PrizeDrawDeps, prizeDrawRoutes } from './prize-draws.routes.ts';
