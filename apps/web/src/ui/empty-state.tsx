import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}

/** A calm "nothing here" block: icon, title, hint and an optional action. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" data-testid="empty-state">
      <ThemeIcon size={64} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={3} fz="h4">
        {title}
      </Title>
      {text && (
        <Text c="dimmed" maw={360}>
          {text}
        </Text>
      )}
      {action}
    </Stack>
  );
}
