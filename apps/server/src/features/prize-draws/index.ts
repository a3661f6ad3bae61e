export { saveRewardWithId } from './prize-draws.repository.ts';
export { type PrizeDrawDeps, prizeDrawRoutes } from './prize-draws.routes.ts';
export { drawHistory, listRewardsForPanel } from './prize-draws.service.ts';
