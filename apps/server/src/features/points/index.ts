export {
  findPointById,
  findPointsByIds,
  listEnabledPointsOfGuide,
  listPointsOfGuide,
  savePoint,
} from './points.repository.ts';
