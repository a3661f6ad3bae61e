export { saveRoadMap } from './road-maps.repository.ts';
