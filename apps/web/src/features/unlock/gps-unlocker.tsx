import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { GuideBundle, Journey } from '@percurso/shared';
import { IconMapPinCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { useLocationState } from './location-store.ts';
import { pointsUnlockedAt } from './nearby.ts';
import { useUnlockRecorder } from './use-unlock-recorder.ts';

/** `user:point` recorded (or being recorded) by location in this tab: never sent twice. */
const recordedByLocation = new Set<string>();
/** Points whose location unlock is on its way, whoever it will belong to. */
const recordingByLocation = new Set<string>();

/**
 * While location is on: each new position unlocks the located points within 25 m (tracker 'gps'),
 * once per point, and says so with a toast that opens the point.
 */
export function GpsUnlocker({
  bundle,
  journey,
  onOpenPoint,
}: {
  bundle: GuideBundle;
  journey: Journey | undefined;
  onOpenPoint: (pointId: string) => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { position } = useLocationState();
  const { unlockedIds, record, userId, isReady } = useUnlockRecorder();

  useEffect(() => {
    // A visitor without a session can unlock too: the first unlock starts an anonymous session.
    if (!position || !isReady) return;
    const owner = userId ?? '';
    const recorded = bundle.points.filter((point) => recordedByLocation.has(`${owner}:${point.id}`));
    // Also skipped: unlocks on their way (the first one starts a session, so the owner changes).
    const skip = new Set([...unlockedIds, ...recorded.map((point) => point.id), ...recordingByLocation]);
    for (const point of pointsUnlockedAt(bundle.points, position, skip)) {
      const key = `${owner}:${point.id}`;
      recordedByLocation.add(key);
      recordingByLocation.add(point.id);
      const journeyId = journey && point.journeyIds.includes(journey.id) ? journey.id : undefined;
      // Walking past a point does not open it: no next-points dialog over the page, a toast instead.
      record({ pointId: point.id, tracker: 'gps', journeyId, proof: { position }, showNextPoints: false })
        .then((recordedFor) => {
          recordedByLocation.add(`${recordedFor}:${point.id}`);
          const id = `gps-unlock-${point.id}`;
          notifications.show({
            id,
            color: 'teal',
            icon: <IconMapPinCheck size={18} />,
            title: t('unlock.gps.unlocked_title'),
            autoClose: 8_000,
            message: (
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" data-testid="gps-unlocked-point">
                  {localize(point.name)}
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => {
                    notifications.hide(id);
                    onOpenPoint(point.id);
                  }}
                >
                  {t('unlock.open_point')}
                </Button>
              </Group>
            ),
          });
        })
        // Not recorded (offline, say): the next position tries again.
        .catch(() => recordedByLocation.delete(key))
        .finally(() => recordingByLocation.delete(point.id));
    }
  }, [position, userId, isReady, unlockedIds, bundle.points, journey, record, t, localize, onOpenPoint]);

  return null;
}
