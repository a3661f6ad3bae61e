export {
  type ImportOptions,
  importGuideDocument,
  readEngagementRules,
  readGuideDocument,
  remapGuideDocument,
  replaceGuideContent,
} from './guide-document.service.ts';
