import '../../ui/dialog-styles.ts';
import { Modal } from '@mantine/core';
import { VISIT_3D_DIALOG } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import classes from './visit-3d-dialog.module.css';

/** The guide's 3D visit embed: at most 800 px wide and 95% of the screen width. */
export default function Visit3dDialog({ url, name, onClose }: { url: string; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const title = t('visitor.guide.visit_3d_title', { name });
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      size={`min(${VISIT_3D_DIALOG.maxWidthPx}px, ${VISIT_3D_DIALOG.widthPercent}vw)`}
      xOffset={`${(100 - VISIT_3D_DIALOG.widthPercent) / 2}vw`}
      padding="xs"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <iframe
        className={classes.frame}
        src={url}
        title={title}
        allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
        allowFullScreen
        loading="lazy"
        data-testid="visit-3d-frame"
      />
    </Modal>
  );
}
