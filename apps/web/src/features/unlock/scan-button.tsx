import { ActionIcon } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The scanner (its dialog, then the qr-scanner library and its worker) loads only when opened.
const QrScannerDialog = lazy(() => import('./qr-scanner-dialog.tsx'));

/** The toolbar's QR code button ("Ler QR"). */
export function ScanButton({ currentGuideId, color }: { currentGuideId: string | undefined; color?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color={color}
        radius="md"
        title={t('unlock.scanner.open')}
        onClick={() => setOpened(true)}
        data-toolbar-item
        data-testid="scan-qr-button"
      >
        <IconQrcode size={20} stroke={1.8} aria-hidden />
        <span data-toolbar-label>{t('toolbar.scan')}</span>
      </ActionIcon>
      {opened && (
        <Suspense fallback={null}>
          <QrScannerDialog currentGuideId={currentGuideId} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
