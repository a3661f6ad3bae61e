import { notifications } from '@mantine/notifications';

/** A warning toast: the message, with an optional caption below it (spec §8). */
export function showWarning(message: string, caption?: string): void {
  notifications.show({
    color: 'orange',
    title: caption === undefined ? undefined : message,
    message: caption ?? message,
    withBorder: true,
  });
}

/** Removes the warnings on screen (a step that is now right should not keep its old warning). */
export function clearWarnings(): void {
  notifications.clean();
}
