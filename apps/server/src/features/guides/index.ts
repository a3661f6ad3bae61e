export { createGuideCache, type GuideCache, type GuideCacheOptions } from './guide-cache.ts';
export { countGuides, findGuideById, findGuidesByIds, saveGuide } from './guides.repository.ts';
export { guideRoutes, pointReadRoutes } from './guides.routes.ts';
export { type GuideRead, readGuide, requireVisible, requireVisibleGuide, toPointLookup } from './guides.service.ts';
