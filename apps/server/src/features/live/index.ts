export { type ChangeStreamOptions, streamChanges } from './change-stream.ts';
export {
  type AllGuidesWatcher,
  APP_PROPERTIES_CHANGED,
  createGuideChanges,
  GUIDE_CHANGED_CHANNEL,
  GUIDE_PUBLISHED_CHANNEL,
  type GuideChanges,
} from './guide-changes.ts';
export { type GuideVersions, watchGuideVersions } from './guide-versions.ts';
export { liveRoutes } from './live.routes.ts';
