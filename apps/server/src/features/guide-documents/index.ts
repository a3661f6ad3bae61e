export { purgeRemovedInstantRewards, removeInstantRewardsFromDraft } from './guide-document.repository.ts';
export {
  type ImportOptions,
  importGuideDocument,
  readEngagementRules,
  readGuideDocument,
  remapGuideDocument,
  replaceGuideContent,
} from './guide-document.service.ts';
