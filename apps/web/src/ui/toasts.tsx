import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@percurso/shared';
import classes from './toasts.module.css';

/**
 * Where warning toasts appear (spec §8: bottom-right, 5 s), above any sticky action bar
 * (toast-clearance.ts). Loaded lazily after the first screen.
 */
export default function Toasts() {
  return (
    <Notifications
      position="bottom-right"
      autoClose={TOAST_TIMEOUT_MS.default}
      zIndex={1000}
      classNames={{ root: classes.root }}
    />
  );
}
