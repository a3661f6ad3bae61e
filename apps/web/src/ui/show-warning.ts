import { notifications } from '@mantine/notifications';

/**
 * A warning toast: the message, with an optional caption below it (spec §8). `autoClose` in ms
 * (the user-edit warnings last 3 s); the toasts' default otherwise.
 */
export function showWarning(message: string, caption?: string, autoClose?: number): void {
  notifications.show({
    color: 'orange',
    title: caption === undefined ? undefined : message,
    message: caption ?? message,
    withBorder: true,
    ...(autoClose === undefined ? {} : { autoClose }),
  });
}

/** Removes the warnings on screen (a step that is now right should not keep its old warning). */
export function clearWarnings(): void {
  notifications.clean();
}
