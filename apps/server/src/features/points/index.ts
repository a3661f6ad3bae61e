export {
  findPointById,
  findPointsByIds,
  isStopNumberTaken,
  listEnabledPointsOfGuide,
  listPointsOfGuide,
  savePoint,
  stopNumbersOfGuide,
} from './points.repository.ts';
