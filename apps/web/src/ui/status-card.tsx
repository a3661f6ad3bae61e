import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusCardProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  color?: string;
  testId?: string;
}

/** The body of the clean-layout notice pages (invalid data, out of service, outdated...). */
export function StatusCard({ icon, title, children, actions, color, testId }: StatusCardProps) {
  return (
    <Stack align="center" gap="md" ta="center" data-testid={testId}>
      <ThemeIcon size={72} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" maw={420}>
          {children}
        </Text>
      )}
      {actions}
    </Stack>
  );
}
