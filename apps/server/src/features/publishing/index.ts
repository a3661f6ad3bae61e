export { PUBLISH_POLL_MS, type PublishScheduler, startPublishScheduler } from './publish-scheduler.ts';
export { publishingRoutes } from './publishing.routes.ts';
export { publishDraft, publishGuide, publishOneDue } from './publishing.service.ts';
