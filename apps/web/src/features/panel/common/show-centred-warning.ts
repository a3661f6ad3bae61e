import { notifications } from '@mantine/notifications';

/** Spec §8: the unknown admin e-mail warning is shown centred, not in the toasts' corner. */
export function showCentredWarning(message: string): void {
  notifications.show({ color: 'orange', message, withBorder: true, position: 'top-center' });
}
