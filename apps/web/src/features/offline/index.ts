export { HeldVideo } from './held-video.tsx';
export { isLowData, useImageSource, useLowData } from './low-data.ts';
export { OfflineAction } from './offline-action.tsx';
export { enqueueWrite } from './outbox.ts';
export { PendingMark, PendingStatus } from './pending-status.tsx';
