export { findPointById, listEnabledPointsOfGuide, savePoint } from './points.repository.ts';
