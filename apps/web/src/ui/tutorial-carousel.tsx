import './dialog-styles.ts';
import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { InBody } from './in-body.tsx';
import snap from './snap-track.module.css';
import classes from './tutorial-carousel.module.css';
import { useSnapTrack } from './use-snap-track.ts';

export interface TutorialCarouselProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  slides: ReactNode[];
  labels: { previous: string; next: string; start: string; close: string };
  /** Extra controls shown in the header, e.g. the text size buttons. */
  toolbar?: ReactNode;
}

/**
 * A dialog that walks through slides with previous / next buttons and dot indicators. The slides
 * sit in a native scroll-snap track (use-snap-track.ts): the tutorial opens on a first visit while
 * the app takes over the server's page, and a JavaScript carousel measured every slide in that
 * same task.
 */
export function TutorialCarousel({ opened, onClose, title, slides, labels, toolbar }: TutorialCarouselProps) {
  const { ref, index, show } = useSnapTrack();
  const isLast = index >= slides.length - 1;

  return (
    <InBody>
      <Modal
        withinPortal={false}
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
          {/* Focusable so that the arrow keys scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section ref={ref} className={`${snap.track} ${classes.track}`} tabIndex={0} aria-label={title}>
            {slides.map((slide, position) => (
              // Slides are static for the dialog's lifetime, so the position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: static slide list
              <div key={position} className={snap.slide}>
                {slide}
              </div>
            ))}
          </section>
          <div className={`${snap.dots} ${classes.dots}`} aria-hidden="true">
            {slides.map((_, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per static slide
              <span key={position} className={snap.dot} data-active={position === index || undefined} />
            ))}
          </div>
          <Group justify="space-between" mt="lg">
            <Button variant="subtle" onClick={() => show(index - 1)} disabled={index === 0}>
              {labels.previous}
            </Button>
            {isLast ? (
              <Button onClick={onClose} data-testid="tutorial-start">
                {labels.start}
              </Button>
            ) : (
              <Button onClick={() => show(index + 1)} data-testid="tutorial-next">
                {labels.next}
              </Button>
            )}
          </Group>
        </div>
      </Modal>
    </InBody>
  );
}
