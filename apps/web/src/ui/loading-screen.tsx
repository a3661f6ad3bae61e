import { Loader, Stack, Text } from '@mantine/core';
import classes from './loading-screen.module.css';

/** Full-screen overlay shown while the app starts or the guard loads what a link names. */
export function LoadingScreen({ message }: { message: string }) {
  return (
    <div className={classes.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <Stack align="center" gap="md">
        <Loader size="lg" type="dots" />
        <Text fw={600} c="dimmed">
          {message}
        </Text>
      </Stack>
    </div>
  );
}
