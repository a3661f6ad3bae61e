import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePreviewMessages } from '../../i18n/preview-messages.ts';
import classes from './preview-banner.module.css';

/** Above every screen of a preview: what is shown is the draft, not what visitors see. */
export function PreviewBanner() {
  usePreviewMessages();
  const { t } = useTranslation();
  return (
    <div className={classes.banner} role="status" data-testid="preview-banner">
      <IconEye size={16} aria-hidden style={{ flex: 'none' }} />
      <span>{t('preview.banner')}</span>
    </div>
  );
}
