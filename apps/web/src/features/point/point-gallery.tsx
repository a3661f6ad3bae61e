import { Skeleton } from '@mantine/core';
import type { Media } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { PartBoundary, preloadable } from '../../app/preloadable.tsx';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { useGalleryLabels } from '../../i18n/use-gallery-labels.ts';

// The carousel is its own chunk: points without images never load it.
const ImageCarousel = preloadable('image-carousel', () =>
  import('../../ui/image-carousel.tsx').then((m) => m.ImageCarousel),
);

/** The point's images as a swipeable gallery; a tap opens one full screen, with zoom. */
export function PointGallery({ images, name }: { images: Media[]; name: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const labels = useGalleryLabels();
  return (
    <PartBoundary fallback={<Skeleton radius="md" style={{ aspectRatio: '4 / 3' }} />}>
      <ImageCarousel
        testId="point-images"
        images={images.map((image, index) => ({
          src: image.url,
          // The manager's alt text, else the caption, else "Image 2 of Moenda".
          alt:
            localize(image.alt) || localize(image.caption) || t('visitor.point.image_alt', { name, index: index + 1 }),
          caption: localize(image.caption),
        }))}
        labels={labels}
      />
    </PartBoundary>
  );
}
