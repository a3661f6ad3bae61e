export { countGuides, findGuideById, saveGuide } from './guides.repository.ts';
export { requireVisibleGuide } from './guides.service.ts';
