import { ActionIcon } from '@mantine/core';
import type { GuideBundle } from '@percurso/shared';
import { IconHash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The keypad and its messages load only when opened, together (it never shows a key): the first
// paint of a guide page carries just this button.
const StopKeypadDialog = lazy(() =>
  import('./stop-keypad-dialog.tsx').then(async (module) => {
    await module.loadKeypadMessages();
    return module;
  }),
);

/**
 * The toolbar's "Nº" button on a guide page: the keypad that opens a point by the stop number on
 * its wall label and QR card (issue 30), for visitors without a camera or in poor light.
 */
export function StopKeypadButton({ bundle, color }: { bundle: GuideBundle; color?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color={color}
        radius="md"
        title={t('toolbar.stop_number_title')}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
        data-toolbar-item
        data-testid="stop-keypad-button"
      >
        <IconHash size={20} stroke={1.8} aria-hidden />
        <span data-toolbar-label>{t('toolbar.stop_number')}</span>
      </ActionIcon>
      {opened && (
        <Suspense fallback={null}>
          <StopKeypadDialog bundle={bundle} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
