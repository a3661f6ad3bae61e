import { Button } from '@mantine/core';
import type { GuideBundle } from '@percurso/shared';
import { IconCloudCheck, IconCloudDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOfflineRecord } from './download.ts';

const OfflineDialog = lazy(() => import('./offline-dialog.tsx'));

/** "Baixar para visitar offline" on the guide page; once downloaded it says the guide is offline. */
export function OfflineAction({ bundle }: { bundle: GuideBundle }) {
  // The guide page reads its bundle by the name in the address: that answer is stored too.
  const { guideName = bundle.guide.id } = useParams();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const record = useOfflineRecord(bundle.guide.id);
  const extraUrls = [`/api/guides/by-name/${encodeURIComponent(guideName)}`, '/api/app-properties'];
  return (
    <>
      <Button
        variant="light"
        leftSection={record ? <IconCloudCheck size={18} /> : <IconCloudDownload size={18} />}
        onClick={() => setOpen(true)}
        data-testid="offline-button"
        data-downloaded={record ? 'true' : 'false'}
      >
        {record ? t('offline.downloaded_action') : t('offline.download_action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <OfflineDialog bundle={bundle} extraUrls={extraUrls} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
