import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusCard } from '../../ui/status-card.tsx';
import { GoToGuidesButton } from './go-to-guides-button.tsx';

/** Catch-all: an address that is not a screen. */
export function Component() {
  const { t } = useTranslation();
  return (
    <StatusCard
      icon={<IconMapQuestion size={36} />}
      title={t('static.not_found.title')}
      testId="not-found-page"
      actions={<GoToGuidesButton />}
    >
      {t('static.not_found.text')}
    </StatusCard>
  );
}
