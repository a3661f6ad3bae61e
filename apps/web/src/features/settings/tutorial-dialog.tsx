import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TutorialCarousel } from '../../ui/tutorial-carousel.tsx';
import { TextSizeControls } from './text-size-controls.tsx';

/** A visitor tutorial (guide selection or guide): the carousel with text size and translated controls. */
export function TutorialDialog({ slides, onClose }: { slides: ReactNode[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <TutorialCarousel
      opened
      onClose={onClose}
      title={t('visitor.tutorial.title')}
      slides={slides}
      toolbar={<TextSizeControls />}
      labels={{
        previous: t('common.previous'),
        next: t('common.next'),
        start: t('visitor.tutorial.start'),
        close: t('common.close'),
      }}
    />
  );
}
