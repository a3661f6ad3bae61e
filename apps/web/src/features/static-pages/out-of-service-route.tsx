import { Button } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusCard } from '../../ui/status-card.tsx';

/** /foraDoAr: the app properties switched the whole app off. */
export function Component() {
  const { t } = useTranslation();
  return (
    <StatusCard
      icon={<IconPlugConnectedX size={36} />}
      title={t('static.out_of_service.title')}
      color="gray"
      testId="out-of-service-page"
      actions={
        <Button variant="light" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('static.out_of_service.text')}
    </StatusCard>
  );
}
