import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A `?point=` link (an old QR code, a shared or bookmarked link) to a point the guide no longer
 * has: said plainly on the guide page instead of showing the guide as if nothing had been asked.
 */
export function PointGoneNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMapPinOff size={20} aria-hidden />}
      title={t('visitor.guide.point_gone_title')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      data-testid="point-gone-notice"
    >
      {t('visitor.guide.point_gone')}
    </Alert>
  );
}
