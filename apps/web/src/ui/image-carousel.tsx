import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { lazy, Suspense, useState } from 'react';
import classes from './image-carousel.module.css';
import type { CarouselImage, ImageViewerLabels } from './image-types.ts';

// The full-screen viewer (and its zoom) loads on the first tap on an image.
const ImageViewer = lazy(() => import('./image-viewer.tsx'));

interface ImageCarouselProps {
  images: CarouselImage[];
  labels: ImageViewerLabels & { view: (alt: string) => string };
  testId?: string;
}

/** Swipeable gallery; images load lazily and keep a 4:3 frame; a tap opens one full screen. */
export function ImageCarousel({ images, labels, testId }: ImageCarouselProps) {
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <>
      <Carousel
        withIndicators={images.length > 1}
        withControls={images.length > 1}
        slideGap="sm"
        emblaOptions={{ loop: images.length > 1 }}
        previousControlProps={{ 'aria-label': labels.previous }}
        nextControlProps={{ 'aria-label': labels.next }}
        classNames={{ root: classes.root, indicator: classes.indicator }}
        data-testid={testId}
      >
        {images.map((image, index) => (
          <Carousel.Slide key={image.src}>
            <figure className={classes.figure}>
              <button
                type="button"
                className={classes.open}
                onClick={() => setOpened(index)}
                aria-label={labels.view(image.alt)}
                data-testid="image-open"
              >
                <img className={classes.image} src={image.src} alt="" loading="lazy" decoding="async" />
              </button>
              {image.caption && <figcaption className={classes.caption}>{image.caption}</figcaption>}
            </figure>
          </Carousel.Slide>
        ))}
      </Carousel>
      {opened !== null && (
        <Suspense fallback={null}>
          <ImageViewer images={images} index={opened} onClose={() => setOpened(null)} labels={labels} />
        </Suspense>
      )}
    </>
  );
}
