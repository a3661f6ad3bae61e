import { Button, CloseButton, Group } from '@mantine/core';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
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
 *
 * The browser's own modal dialog (`<dialog>`, shown with `showModal`): it sits above the page
 * (the top layer) where it is drawn, makes the page behind it inert, closes on Escape and gives
 * the focus back when it closes. Mantine's Modal, which it replaces, set its state in effects
 * after opening (its portal, transitions, and the title and body it registers), and each of those
 * was a render at default priority, which React does not cut into slices: on a first visit, a
 * task of 55 ms and then one of 77 ms on this machine while the app took over the page, ~0.4 s of
 * Lighthouse's blocking time on a phone.
 */
export function TutorialCarousel({ opened, onClose, title, slides, labels, toolbar }: TutorialCarouselProps) {
  const { ref, index, show } = useSnapTrack();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const isLast = index >= slides.length - 1;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!opened || !element) return;
    // jsdom (unit tests) has no showModal: the dialog is then only open.
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    // The slides, not the close button (the first focusable): a screen reader starts reading there.
    body.current?.focus();
    return () => {
      if (typeof element.close === 'function') element.close();
    };
  }, [opened]);

  if (!opened) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop's click has Escape for keyboards (onCancel)
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={classes.dialog}
      // Escape: the app closes it, so that its state says so (the browser would close it alone).
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Closed by the browser itself: a second Escape before any tap closes it without a
      // preventable `cancel` (Chrome's guard against dialogs that will not close). The event comes
      // a task later: a dialog open again by then (React's development checks run the effect twice,
      // closing and reopening it) stays.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      // A click on the backdrop lands on the dialog itself: its content covers all of its box.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classes.content}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <CloseButton aria-label={labels.close} onClick={onClose} />
        </div>
        <div data-testid="tutorial-carousel" ref={body} tabIndex={-1} className={classes.body}>
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
      </div>
    </dialog>
  );
}
