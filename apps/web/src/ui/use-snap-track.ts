import { useCallback, useRef, useState } from 'react';

/**
 * A row of slides in a native scroll-snap track (snap-track.module.css): the browser swipes and
 * snaps them, with no carousel library measuring every slide when it opens. `index` is the slide
 * most in view (buttons, swipes and keys alike); `show` scrolls to one, smoothly unless the visitor
 * asked for reduced motion (in the CSS).
 */
export function useSnapTrack() {
  const track = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState(0);

  const ref = useCallback((element: HTMLElement | null) => {
    track.current = element;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setIndex(Array.prototype.indexOf.call(element.children, entry.target));
        }
      },
      { root: element, threshold: 0.6 },
    );
    // Slides added later are watched too (a tutorial's register slide arrives with the session).
    const observeSlides = () => {
      for (const slide of element.children) observer.observe(slide);
    };
    observeSlides();
    const added = new MutationObserver(observeSlides);
    added.observe(element, { childList: true });
    return () => {
      added.disconnect();
      observer.disconnect();
    };
  }, []);

  const show = useCallback((next: number) => {
    const slide = track.current?.children[next];
    if (slide instanceof HTMLElement) track.current?.scrollTo({ left: slide.offsetLeft });
  }, []);

  return { ref, index, show };
}
