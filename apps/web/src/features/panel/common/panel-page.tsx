import { Alert, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../../api/error-messages.ts';

interface PanelPageProps {
  title: string;
  /** Buttons beside the title (create, delete…). */
  actions?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** The frame of every panel screen: a title row and the content in a card, at a readable width. */
export function PanelPage({ title, actions, children, testId }: PanelPageProps) {
  return (
    <Stack gap="md" maw={960} mx="auto" data-testid={testId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {children}
      </Paper>
    </Stack>
  );
}

/** A query's loading or failure state inside a panel page; renders `children` once there is data. */
export function QueryState({
  isPending,
  error,
  children,
}: {
  isPending: boolean;
  error: unknown;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (error) {
    const notice = errorNotice(error);
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="panel-load-error">
        {t(notice.key)}
        {notice.code ? ` (${notice.code})` : ''}
      </Alert>
    );
  }
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return <>{children()}</>;
}
