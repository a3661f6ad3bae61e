export { findGuideMapById, listMapsOfGuide, saveGuideMap } from './guide-maps.repository.ts';
