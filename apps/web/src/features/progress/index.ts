export { closeNextPoints, showNextPoints, useNextPointsRequest } from './next-points-store.ts';
export { requestOutboxSync } from './outbox-sync.ts';
export { progressApi } from './progress-api.ts';
export { answersOf, progressQuery, stateOf, usePointStates, useProgress } from './progress-query.ts';
export { isNetworkFailure, shouldQueue } from './queued-writes.ts';
export { newInteractionId, recordInteraction } from './record-interaction.ts';
export { markRecorded } from './recorded-points.ts';
export { useRecordShownPoint } from './shown-point.ts';
export { unlockFromQrLink } from './unlock-from-qr.ts';
export {
  applyRecordedInteraction,
  type RecordInteractionOptions,
  type RecordInteractionRequest,
  useRecordInteraction,
} from './use-record-interaction.ts';
