import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Notification.css';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How often an open app checks for a new build (a visit can last hours). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version is waiting, offers to switch to it.
 * Loaded lazily after the first screen.
 */
export default function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={500}>
      <Notification
        icon={<IconSparkles size={18} />}
        title={t('pwa.update_available')}
        onClose={() => setNeedRefresh(false)}
        closeButtonProps={{ 'aria-label': t('pwa.dismiss') }}
        withBorder
        radius="lg"
        maw={440}
        mx="auto"
        role="status"
        data-testid="update-prompt"
      >
        <Text size="sm">{t('pwa.update_text')}</Text>
        <Group justify="flex-end" mt="xs">
          <Button size="xs" onClick={() => void updateServiceWorker(true)} data-testid="update-prompt-button">
            {t('pwa.update')}
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
