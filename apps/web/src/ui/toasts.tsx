import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@percurso/shared';

/** Where warning toasts appear (spec §8: bottom-right, 5 s). Loaded lazily after the first screen. */
export default function Toasts() {
  return <Notifications position="bottom-right" autoClose={TOAST_TIMEOUT_MS.default} zIndex={1000} />;
}
