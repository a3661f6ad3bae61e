import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { overlayMessageKey } from '../guard/resolve-navigation.ts';

/** Shown while the guard initialises the app on the first load. */
export function BootScreen() {
  const { t } = useTranslation();
  return <LoadingScreen message={t(overlayMessageKey(window.location.pathname))} />;
}
