export {
  type EngagementDefinitions,
  saveDemoEmblem,
  saveDemoInstantReward,
  type WinnerSnapshot,
} from './engagement.repository.ts';
export { engagementRoutes, panelEngagementRoutes } from './engagement.routes.ts';
export { type EngagementPlan, earningsOf, finishDraw, NO_EARNINGS, planEngagement } from './engagement.service.ts';
export { createEngagementCache, type EngagementCache } from './engagement-cache.ts';
export { checkRewardReferences } from './panel-engagement.service.ts';
