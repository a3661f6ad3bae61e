import '../../ui/dialog-styles.ts';
import { Button, Image, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { type Guide, showsMachineText } from '@percurso/shared';
import { IconFilter } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage, useLocalize } from '../../i18n/use-content-language.ts';
import { useGalleryLabels } from '../../i18n/use-gallery-labels.ts';
import { MachineTranslatedNote } from '../../ui/machine-translated-note.tsx';

const ImageCarousel = lazy(() => import('../../ui/image-carousel.tsx').then((m) => ({ default: m.ImageCarousel })));

interface AboutGuideDialogProps {
  guide: Guide;
  onClose: () => void;
  /** Applies the about section's tag filter to the point list. */
  onFilter: (tag: string) => void;
}

/** About the guide: image, image carousel, caption, description and the tag filter button. */
export default function AboutGuideDialog({ guide, onClose, onFilter }: AboutGuideDialogProps) {
  const { t } = useTranslation();
  const galleryLabels = useGalleryLabels();
  const localize = useLocalize();
  const language = useContentLanguage();
  const about = guide.aboutGuide;
  const name = localize(guide.name);
  const ownDescription = localize(about?.description);
  const description = ownDescription || localize(guide.description);
  const caption = localize(about?.caption);
  // Issue 16: a text shown here that a machine translated into the visitor's language.
  const machineTranslated = showsMachineText(guide.translationFlags, language, {
    'aboutGuide.caption': about?.caption,
    ...(ownDescription ? { 'aboutGuide.description': about?.description } : { description: guide.description }),
  });
  const tag = about?.tagToFilter;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('visitor.guide.about')}
      size={600}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="about-guide-dialog">
        {/* The caption says what the picture shows; the guide's name is already the dialog's. */}
        {about?.image && <Image src={about.image} alt={caption || name} radius="md" />}
        {about && about.images.length > 0 && (
          <Suspense fallback={<Skeleton radius="md" style={{ aspectRatio: '4 / 3' }} />}>
            <ImageCarousel
              images={about.images.map((src, index) => ({
                src,
                alt: t('visitor.point.image_alt', { name, index: index + 1 }),
              }))}
              labels={galleryLabels}
            />
          </Suspense>
        )}
        {caption && (
          <Text size="sm" c="dimmed" fs="italic">
            {caption}
          </Text>
        )}
        {description && <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>}
        {machineTranslated && <MachineTranslatedNote testId="about-machine-translated" />}
        {tag && (
          <Button
            leftSection={<IconFilter size={18} />}
            onClick={() => onFilter(tag)}
            data-testid="about-filter-button"
          >
            {t('visitor.guide.filter_apply', { tag })}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
