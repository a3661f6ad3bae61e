import { IconDoorOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusCard } from '../../ui/status-card.tsx';
import { GoToGuidesButton } from './go-to-guides-button.tsx';

/** /GuideOff: the guide exists but its managers switched it off. */
export function Component() {
  const { t } = useTranslation();
  return (
    <StatusCard
      icon={<IconDoorOff size={36} />}
      title={t('static.guide_off.title')}
      color="gray"
      testId="guide-off-page"
      actions={<GoToGuidesButton />}
    >
      {t('static.guide_off.text')}
    </StatusCard>
  );
}
