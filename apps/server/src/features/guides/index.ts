export { createGuideCache, type GuideCache, type GuideCacheOptions } from './guide-cache.ts';
export { countGuides, findGuideById, findGuidesByIds, saveGuide } from './guides.repository.ts';
export { guideRoutes, pointReadRoutes } from './guides.routes.ts';
export { readGuide, requireVisible, requireVisibleGuide } from './guides.service.ts';
