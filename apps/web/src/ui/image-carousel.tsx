import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import classes from './image-carousel.module.css';
import type { CarouselImage, ImageViewerLabels } from './image-types.ts';
import snap from './snap-track.module.css';
import { useSnapTrack } from './use-snap-track.ts';

// The full-screen viewer (and its zoom) loads on the first tap on an image.
const ImageViewer = lazy(() => import('./image-viewer.tsx'));

interface ImageCarouselProps {
  images: CarouselImage[];
  labels: ImageViewerLabels & { view: (alt: string) => string };
  testId?: string;
}

/**
 * Swipeable gallery in a native scroll-snap track (use-snap-track.ts); images load lazily and keep
 * a 4:3 frame; the arrows go round from the last image to the first; a tap opens one full screen.
 */
export function ImageCarousel({ images, labels, testId }: ImageCarouselProps) {
  const [opened, setOpened] = useState<number | null>(null);
  const { ref, index, show } = useSnapTrack();
  const several = images.length > 1;
  const step = (by: number) => show((index + by + images.length) % images.length);
  return (
    <>
      <div className={classes.root} data-testid={testId}>
        <div ref={ref} className={`${snap.track} ${classes.track}`}>
          {images.map((image, position) => (
            <figure key={image.src} className={`${snap.slide} ${classes.figure}`}>
              <button
                type="button"
                className={classes.open}
                onClick={() => setOpened(position)}
                aria-label={labels.view(image.alt)}
                data-testid="image-open"
              >
                <img className={classes.image} src={image.src} alt="" loading="lazy" decoding="async" />
              </button>
              {image.caption && <figcaption className={classes.caption}>{image.caption}</figcaption>}
            </figure>
          ))}
        </div>
        {several && (
          <>
            <button
              type="button"
              className={classes.control}
              data-side="previous"
              onClick={() => step(-1)}
              aria-label={labels.previous}
            >
              <IconChevronLeft size={18} aria-hidden />
            </button>
            <button
              type="button"
              className={classes.control}
              data-side="next"
              onClick={() => step(1)}
              aria-label={labels.next}
            >
              <IconChevronRight size={18} aria-hidden />
            </button>
            <div className={`${snap.dots} ${classes.dots}`} aria-hidden="true">
              {images.map((image, position) => (
                <span key={image.src} className={snap.dot} data-active={position === index || undefined} />
              ))}
            </div>
          </>
        )}
      </div>
      {opened !== null && (
        <Suspense fallback={null}>
          <ImageViewer images={images} index={opened} onClose={() => setOpened(null)} labels={labels} />
        </Suspense>
      )}
    </>
  );
}
