export {
  cameraErrorValue,
  type DevicePermission,
  isSupported,
  type PermissionValue,
  useDevicePermission,
} from './permissions.ts';
export { PointTeaser } from './point-teaser.tsx';
export { ScanButton } from './scan-button.tsx';
export { UnlockActions } from './unlock-actions.tsx';
