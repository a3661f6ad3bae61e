export type { EngagementDefinitions, WinnerSnapshot } from './engagement.repository.ts';
export { engagementRoutes, panelEngagementRoutes } from './engagement.routes.ts';
export {
  type EngagementPlan,
  earningsOf,
  finishDraw,
  NO_EARNINGS,
  newPrizeCode,
  planEngagement,
} from './engagement.service.ts';
export { createEngagementCache, type EngagementCache } from './engagement-cache.ts';
export { saveDemoEmblem, saveDemoInstantReward } from './panel-engagement.repository.ts';
export { checkRewardReferences } from './panel-engagement.service.ts';
