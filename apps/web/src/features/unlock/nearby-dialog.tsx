import '../../ui/dialog-styles.ts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type GuideBundle, NEARBY_RADIUS_M, type PointSummary } from '@percurso/shared';
import { IconCurrentLocation, IconLock, IconLockOpen, IconMapPinOff, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { startLocation, stopLocation, useLocationState } from './location-store.ts';
import { formatDistance, groupByDistance } from './nearby.ts';
import classes from './nearby-dialog.module.css';
import { CAMERA_AND_GPS_PATH } from './paths.ts';
import { useUnlockRecorder } from './use-unlock-recorder.ts';

interface NearbyDialogProps {
  bundle: GuideBundle;
  onOpenPoint: (pointId: string) => void;
  onClose: () => void;
}

/**
 * The guide's located points around the visitor, grouped by the spec's distance bands and
 * following them as they walk; points within 25 m unlock (GpsUnlocker does the recording).
 */
export default function NearbyDialog({ bundle, onOpenPoint, onClose }: NearbyDialogProps) {
  const { t, i18n } = useTranslation();
  const location = useLocationState();
  const { unlockedIds } = useUnlockRecorder();
  const groups = location.position ? groupByDistance(bundle.points, location.position) : [];

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('unlock.nearby.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="nearby-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('unlock.nearby.intro', { meters: NEARBY_RADIUS_M })}
        </Text>
        {location.error === 'denied' && (
          <Alert color="orange" icon={<IconMapPinOff size={20} />} data-testid="nearby-denied">
            <Text size="sm">{t('unlock.gps.denied')}</Text>
            <Anchor component={Link} to={CAMERA_AND_GPS_PATH} size="sm" fw={600} onClick={onClose}>
              {t('unlock.permissions.link')}
            </Anchor>
          </Alert>
        )}
        {location.error === 'unavailable' && (
          <Alert color="orange" icon={<IconMapPinOff size={20} />}>
            <Text size="sm">{t('unlock.gps.unavailable')}</Text>
          </Alert>
        )}
        {!location.on ? (
          <Button leftSection={<IconCurrentLocation size={18} />} onClick={startLocation} data-testid="location-on">
            {t('unlock.gps.turn_on')}
          </Button>
        ) : !location.position ? (
          <Group gap="xs" justify="center" py="md">
            <Loader size="sm" />
            <Text size="sm">{t('unlock.gps.locating')}</Text>
          </Group>
        ) : groups.length === 0 ? (
          <Text ta="center" py="md" data-testid="nearby-empty">
            {t('unlock.nearby.empty')}
          </Text>
        ) : (
          groups.map((group) => (
            <Stack key={group.band} gap={4} data-testid={`nearby-band-${group.band}`}>
              <Title order={3} fz="sm" c="dimmed" tt="uppercase">
                {t(`unlock.band.${group.band}`)}
              </Title>
              {group.points.map(({ point, meters }) => (
                <NearbyRow
                  key={point.id}
                  point={point}
                  distance={formatDistance(meters, i18n.language)}
                  unlocked={unlockedIds.has(point.id)}
                  onOpen={() => onOpenPoint(point.id)}
                />
              ))}
            </Stack>
          ))
        )}
        {location.on && (
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {location.accuracy !== null &&
                t('unlock.gps.accuracy', { distance: formatDistance(location.accuracy, i18n.language) })}
            </Text>
            <Button variant="subtle" size="xs" onClick={stopLocation} data-testid="location-off">
              {t('unlock.gps.turn_off')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

function NearbyRow({
  point,
  distance,
  unlocked,
  onOpen,
}: {
  point: PointSummary;
  distance: string;
  unlocked: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const status = unlocked ? 'unlocked' : point.qrValidation ? 'needs-qr' : 'locked';
  return (
    <UnstyledButton className={classes.row} onClick={onOpen} data-testid="nearby-point" data-status={status}>
      <ThemeIcon variant="light" radius="xl" color={unlocked ? 'teal' : 'gray'}>
        {unlocked ? <IconLockOpen size={16} /> : point.qrValidation ? <IconQrcode size={16} /> : <IconLock size={16} />}
      </ThemeIcon>
      <div className={classes.name}>
        <Text size="sm" fw={600} lineClamp={1}>
          {localize(point.name)}
        </Text>
        {status === 'needs-qr' && (
          <Text size="xs" c="dimmed">
            {t('unlock.nearby.needs_qr')}
          </Text>
        )}
      </div>
      {unlocked && (
        <Badge color="teal" variant="light" size="sm">
          {t('unlock.nearby.unlocked')}
        </Badge>
      )}
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {distance}
      </Text>
    </UnstyledButton>
  );
}
