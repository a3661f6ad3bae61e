import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { NEARBY_RADIUS_M } from '@percurso/shared';
import { IconCamera, IconCurrentLocation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type DevicePermission, type PermissionValue, useDevicePermission } from './permissions.ts';

const BADGE_COLORS: Record<PermissionValue, string> = {
  pending: 'gray',
  granted: 'teal',
  denied: 'red',
  unavailable: 'orange',
};

/** /cameraAndGps: why the guide uses the camera and the location, each permission's state, and how to allow it. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="lg" data-testid="camera-and-gps-page">
      <Stack gap={6}>
        <Title order={1} fz="h2">
          {t('unlock.permissions.title')}
        </Title>
        <Text c="dimmed">{t('unlock.permissions.intro')}</Text>
      </Stack>
      <PermissionCard
        kind="camera"
        icon={<IconCamera size={22} />}
        title={t('unlock.permissions.camera_title')}
        why={t('unlock.permissions.camera_why')}
      />
      <PermissionCard
        kind="gps"
        icon={<IconCurrentLocation size={22} />}
        title={t('unlock.permissions.gps_title')}
        why={t('unlock.permissions.gps_why', { meters: NEARBY_RADIUS_M })}
      />
      <Text size="sm" c="dimmed">
        {t('unlock.permissions.privacy')}
      </Text>
      <Group justify="center">
        <Button variant="light" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/index'))}>
          {t('common.back')}
        </Button>
      </Group>
    </Stack>
  );
}

function PermissionCard({
  kind,
  icon,
  title,
  why,
}: {
  kind: DevicePermission;
  icon: ReactNode;
  title: string;
  why: string;
}) {
  const { t } = useTranslation();
  const { state, request } = useDevicePermission(kind);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`permission-${kind}`} data-state={state}>
      <Stack gap="sm">
        {/* At large text the state badge goes under the title rather than being cut ("AINDA NÃ…"). */}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" size="lg">
              {icon}
            </ThemeIcon>
            <Title order={2} fz="h4">
              {title}
            </Title>
          </Group>
          <Badge
            color={BADGE_COLORS[state]}
            variant="light"
            h="auto"
            py={2}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
            data-testid={`permission-${kind}-state`}
          >
            {t(`unlock.permission_state.${state}`)}
          </Badge>
        </Group>
        <Text size="sm">{why}</Text>
        {state === 'denied' && (
          <Text size="sm" c="red.8" data-testid={`permission-${kind}-help`}>
            {t(kind === 'camera' ? 'unlock.permissions.camera_denied_help' : 'unlock.permissions.gps_denied_help')}
          </Text>
        )}
        {state === 'unavailable' && (
          <Text size="sm" c="orange.8">
            {t(kind === 'camera' ? 'unlock.camera.unavailable' : 'unlock.gps.unavailable')}
          </Text>
        )}
        {state !== 'granted' && state !== 'unavailable' && (
          <Button
            variant={state === 'denied' ? 'light' : 'filled'}
            onClick={() => void request()}
            data-testid={`request-${kind}`}
          >
            {t(kind === 'camera' ? 'unlock.permissions.allow_camera' : 'unlock.permissions.allow_gps')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
