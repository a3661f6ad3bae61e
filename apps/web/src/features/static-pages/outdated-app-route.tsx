import { Button } from '@mantine/core';
import { APP_VERSION } from '@percurso/shared';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusCard } from '../../ui/status-card.tsx';

/** Activates a waiting service worker (a newer build) if there is one, then reloads. */
async function reloadLatestVersion(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  await registration?.update().catch(() => undefined);
  const waiting = registration?.waiting;
  if (waiting) {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
    return;
  }
  window.location.reload();
}

/** /outdatedApp: this build is older than the version the app properties require. */
export function Component() {
  const { t } = useTranslation();
  const [isReloading, setReloading] = useState(false);
  return (
    <StatusCard
      icon={<IconRefresh size={36} />}
      title={t('static.outdated.title')}
      testId="outdated-app-page"
      actions={
        <Button
          loading={isReloading}
          leftSection={<IconRefresh size={18} />}
          onClick={() => {
            setReloading(true);
            void reloadLatestVersion();
          }}
          data-testid="reload-app"
        >
          {t('static.outdated.reload')}
        </Button>
      }
    >
      {t('static.outdated.text', { version: APP_VERSION })}
    </StatusCard>
  );
}
