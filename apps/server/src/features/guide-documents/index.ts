export {
  type ImportOptions,
  importGuideDocument,
  readGuideDocument,
  remapGuideDocument,
  replaceGuideContent,
} from './guide-document.service.ts';
