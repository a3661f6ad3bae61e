import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { distanceInMeters, NEARBY_RADIUS_M, type Point, unlockWayOf } from '@percurso/shared';
import { IconLock, IconMapPin, IconQrcode } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import { startLocation, useLocationState } from './location-store.ts';
import { formatDistance } from './nearby.ts';
import { CAMERA_AND_GPS_PATH } from './paths.ts';
import { VenuePinForm } from './venue-pin-form.tsx';

const QrScannerDialog = lazy(() => import('./qr-scanner-dialog.tsx'));

interface PointTeaserProps {
  /** The point as the server answers it before the unlock: its teaser (content withheld). */
  point: Point;
  /** The guide on screen, so the scanner opens its codes in place. */
  guideId: string | undefined;
}

/**
 * A point the visitor has still to unlock by its QR code or on site: its picture and preview,
 * and the way to unlock it (scan button, and the venue PIN for a QR-required point; distance to go
 * and the location switch; the camera when the point is recognisable). The content shows once the unlock is recorded.
 */
export function PointTeaser({ point, guideId }: PointTeaserProps) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const [isScanning, setScanning] = useState(false);
  const location = useLocationState();
  const way = unlockWayOf(point);
  const preview = localize(point.contentPreview);
  const distance =
    way === 'location' && location.position && point.coordinates
      ? distanceInMeters(location.position, point.coordinates)
      : null;

  return (
    <Stack gap="lg" data-testid="point-teaser" data-unlock-way={way ?? undefined}>
      {point.frontImage && <LazyImage src={point.frontImage} alt="" ratio="16 / 10" eager />}
      {preview && <Text>{preview}</Text>}
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            <IconLock size={18} aria-hidden="true" style={{ verticalAlign: '-2px', marginInlineEnd: 6 }} />
            {t('unlock.teaser.title')}
          </Title>
          <Text size="sm">{t(way === 'location' ? 'unlock.teaser.location_text' : 'unlock.teaser.qr_text')}</Text>
          {way === 'location' &&
            (distance !== null ? (
              <Text fw={700} data-testid="teaser-distance">
                {t('unlock.teaser.distance', {
                  distance: formatDistance(Math.max(0, distance - NEARBY_RADIUS_M), i18n.language),
                })}
              </Text>
            ) : location.error === 'denied' ? (
              <Text size="sm" c="red.8">
                {t('unlock.teaser.location_denied')}{' '}
                <Anchor component={Link} to={CAMERA_AND_GPS_PATH}>
                  {t('unlock.teaser.permissions')}
                </Anchor>
              </Text>
            ) : location.on ? (
              <Text size="sm">{t('unlock.teaser.locating')}</Text>
            ) : (
              <Button
                variant="filled"
                leftSection={<IconMapPin size={18} />}
                onClick={startLocation}
                data-testid="teaser-location"
              >
                {t('unlock.teaser.turn_on_location')}
              </Button>
            ))}
          <Button
            variant={way === 'location' ? 'light' : 'filled'}
            leftSection={<IconQrcode size={18} />}
            onClick={() => setScanning(true)}
            data-testid="teaser-scan"
          >
            {t('unlock.teaser.scan')}
          </Button>
          {way === 'qr' && <VenuePinForm pointId={point.id} />}
          {point.objectDetection && point.objectLabel && (
            <Text size="sm" c="dimmed">
              {t('unlock.teaser.camera_text')}
            </Text>
          )}
        </Stack>
      </Paper>
      {isScanning && (
        <Suspense fallback={null}>
          <QrScannerDialog currentGuideId={guideId} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
