import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { overlayMessageKey } from '../guard/resolve-navigation.ts';

/** Delay before the overlay appears, so quick (cached) navigations do not flash it. */
const SHOW_AFTER_MS = 180;

/** The guard's loading overlay during in-app navigations to another path. */
export function NavigationOverlay() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === 'loading' ? navigation.location : undefined;
  const pendingPath = target && target.pathname !== location.pathname ? target.pathname : null;
  const [visiblePath, setVisiblePath] = useState<string | null>(null);

  useEffect(() => {
    if (pendingPath === null) {
      setVisiblePath(null);
      return;
    }
    const timer = setTimeout(() => setVisiblePath(pendingPath), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pendingPath]);

  return visiblePath === null ? null : <LoadingScreen message={t(overlayMessageKey(visiblePath))} />;
}
