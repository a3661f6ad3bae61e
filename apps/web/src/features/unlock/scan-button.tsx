import { ActionIcon } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The scanner (its dialog, then the qr-scanner library and its worker) loads only when opened.
const QrScannerDialog = lazy(() => import('./qr-scanner-dialog.tsx'));

/** The toolbar's QR code button. */
export function ScanButton({ currentGuideId, color }: { currentGuideId: string | undefined; color?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color={color}
        size="lg"
        radius="xl"
        aria-label={t('unlock.scanner.open')}
        onClick={() => setOpened(true)}
        data-testid="scan-qr-button"
      >
        <IconQrcode size={20} stroke={1.8} />
      </ActionIcon>
      {opened && (
        <Suspense fallback={null}>
          <QrScannerDialog currentGuideId={currentGuideId} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
