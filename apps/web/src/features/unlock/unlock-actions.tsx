import { Button } from '@mantine/core';
import type { GuideBundle, Journey } from '@percurso/shared';
import { IconCamera, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GpsUnlocker } from './gps-unlocker.tsx';
import { startLocation, useLocationState, wasLocationOn } from './location-store.ts';
import { locatedPoints } from './nearby.ts';

// Both screens load when first opened; the camera one then loads TensorFlow.js.
const NearbyDialog = lazy(() => import('./nearby-dialog.tsx'));
const RecognitionDialog = lazy(() => import('./recognition/recognition-dialog.tsx'));

interface UnlockActionsProps {
  bundle: GuideBundle;
  journey: Journey | undefined;
  onOpenPoint: (pointId: string) => void;
}

/** The guide page's ways to unlock points by location ("nearby") and by the camera. */
export function UnlockActions({ bundle, journey, onOpenPoint }: UnlockActionsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'nearby' | 'recognition' | null>(null);
  const location = useLocationState();
  const hasLocatedPoints = locatedPoints(bundle.points).length > 0;
  const recognisable = journey?.iaModel
    ? bundle.points.filter((point) => point.objectLabel && point.journeyIds.includes(journey.id))
    : [];

  // Location turned on earlier in this tab keeps following the visitor after a reload.
  useEffect(() => {
    if (hasLocatedPoints && wasLocationOn()) startLocation();
  }, [hasLocatedPoints]);

  const open = (pointId: string) => {
    setDialog(null);
    onOpenPoint(pointId);
  };

  return (
    <>
      {hasLocatedPoints && (
        <Button
          variant={location.on ? 'filled' : 'light'}
          leftSection={<IconMapPin size={18} />}
          onClick={() => setDialog('nearby')}
          data-testid="nearby-button"
        >
          {t('unlock.nearby.open')}
        </Button>
      )}
      {journey?.iaModel && recognisable.length > 0 && (
        <Button
          variant="light"
          leftSection={<IconCamera size={18} />}
          onClick={() => setDialog('recognition')}
          data-testid="recognition-button"
        >
          {t('unlock.recognition.open')}
        </Button>
      )}
      {location.on && hasLocatedPoints && <GpsUnlocker bundle={bundle} journey={journey} onOpenPoint={onOpenPoint} />}
      <Suspense fallback={null}>
        {dialog === 'nearby' && <NearbyDialog bundle={bundle} onOpenPoint={open} onClose={() => setDialog(null)} />}
        {dialog === 'recognition' && journey?.iaModel && (
          <RecognitionDialog
            iaModel={journey.iaModel}
            journeyId={journey.id}
            points={recognisable}
            onOpenPoint={open}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </>
  );
}
