export { findPointById, listEnabledPointsOfGuide, listPointsOfGuide, savePoint } from './points.repository.ts';
