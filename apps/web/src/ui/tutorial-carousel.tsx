import './dialog-styles.ts';
import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Button, Group, Modal } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { type ReactNode, useState } from 'react';
import classes from './tutorial-carousel.module.css';

export interface TutorialCarouselProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  slides: ReactNode[];
  labels: { previous: string; next: string; start: string; close: string };
  /** Extra controls shown in the header, e.g. the text size buttons. */
  toolbar?: ReactNode;
}

/** A dialog that walks through slides with previous / next buttons and dot indicators. */
export function TutorialCarousel({ opened, onClose, title, slides, labels, toolbar }: TutorialCarouselProps) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [index, setIndex] = useState(0);
  const isLast = index >= slides.length - 1;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': labels.close }}
      classNames={{ title: classes.title }}
    >
      <div data-testid="tutorial-carousel" data-autofocus tabIndex={-1} className={classes.body}>
        {toolbar && (
          <Group justify="flex-end" mb="xs">
            {toolbar}
          </Group>
        )}
        <Carousel
          withIndicators
          withControls={false}
          slideGap="xl"
          getEmblaApi={setEmbla}
          onSlideChange={setIndex}
          classNames={{ indicators: classes.indicators, indicator: classes.indicator }}
          emblaOptions={{ align: 'start' }}
        >
          {slides.map((slide, position) => (
            // Slides are static for the dialog's lifetime, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: static slide list
            <Carousel.Slide key={position} className={classes.slide}>
              {slide}
            </Carousel.Slide>
          ))}
        </Carousel>
        <Group justify="space-between" mt="lg">
          <Button variant="subtle" onClick={() => embla?.scrollPrev()} disabled={index === 0}>
            {labels.previous}
          </Button>
          {isLast ? (
            <Button onClick={onClose} data-testid="tutorial-start">
              {labels.start}
            </Button>
          ) : (
            <Button onClick={() => embla?.scrollNext()} data-testid="tutorial-next">
              {labels.next}
            </Button>
          )}
        </Group>
      </div>
    </Modal>
  );
}
