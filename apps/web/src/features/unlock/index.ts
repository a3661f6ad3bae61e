export { PointTeaser } from './point-teaser.tsx';
export { ScanButton } from './scan-button.tsx';
export { UnlockActions } from './unlock-actions.tsx';
