import { useTranslation } from 'react-i18next';

/** The gallery's and the full-screen viewer's controls, in the visitor's language. */
export function useGalleryLabels() {
  const { t } = useTranslation();
  return {
    previous: t('common.previous'),
    next: t('common.next'),
    close: t('common.close'),
    viewer: t('visitor.point.image_viewer'),
    zoomIn: t('visitor.point.zoom_in'),
    zoomOut: t('visitor.point.zoom_out'),
    view: (alt: string) => t('visitor.point.view_image', { alt }),
  };
}
