import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import classes from './image-carousel.module.css';

export interface CarouselImage {
  src: string;
  alt: string;
  caption?: string;
}

interface ImageCarouselProps {
  images: CarouselImage[];
  labels: { previous: string; next: string };
  testId?: string;
}

/** Swipeable gallery; images load lazily and keep a 4:3 frame. */
export function ImageCarousel({ images, labels, testId }: ImageCarouselProps) {
  return (
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
      {images.map((image) => (
        <Carousel.Slide key={image.src}>
          <figure className={classes.figure}>
            <img className={classes.image} src={image.src} alt={image.alt} loading="lazy" decoding="async" />
            {image.caption && <figcaption className={classes.caption}>{image.caption}</figcaption>}
          </figure>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
