import { flatPanoramaStart } from '@percurso/shared';
import { type CSSProperties, useEffect, useRef } from 'react';
import type { TourScene } from './tour.ts';

/**
 * User-timing mark at the time the flat panorama was first painted, the server's or the app's:
 * the visitor looks around from then on (a swipe, or a drag with the mouse), while the sphere's
 * viewer (three.js) still downloads. Taken from the image's Element Timing (`elementtiming`),
 * which the browser keeps from before the app has loaded. `bench/vr-scene.bench.ts` reports it.
 */
const FLAT_READY_MARK = 'vr-scene-flat';
/** The first copy's `elementtiming`, in the server's markup too. */
const FLAT_ELEMENT_TIMING = 'vr-flat';

/** An Element Timing entry (not in TypeScript's DOM library). */
interface ElementTiming extends PerformanceEntry {
  identifier: string;
  renderTime: number;
  loadTime: number;
}

/** Marks when the flat panorama was first painted (once per page). */
function markFirstPaint(): () => void {
  if (performance.getEntriesByName(FLAT_READY_MARK).length > 0) return () => undefined;
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) {
    requestAnimationFrame(() => performance.mark(FLAT_READY_MARK));
    return () => undefined;
  }
  const observer = new PerformanceObserver((list) => {
    const painted = (list.getEntries() as ElementTiming[]).find((entry) => entry.identifier === FLAT_ELEMENT_TIMING);
    if (!painted || performance.getEntriesByName(FLAT_READY_MARK).length > 0) return;
    performance.mark(FLAT_READY_MARK, { startTime: painted.renderTime || painted.loadTime });
    observer.disconnect();
  });
  observer.observe({ type: 'element', buffered: true });
  return () => observer.disconnect();
}

/** The yaw (degrees, −180…180) in the middle of the screen once the strip has moved `moved` px from its start. */
export function yawAfter(startYaw: number, moved: number, copyWidth: number): number {
  const yaw = startYaw + (moved / copyWidth) * 360;
  return ((((yaw + 180) % 360) + 360) % 360) - 180;
}

/**
 * The first scene's panorama drawn flat, the height of the screen, to swipe sideways: what a slow
 * phone shows before the 360° viewer (decision 0021, amendment). The server draws the same markup
 * in a shared link's page (apps/server/src/features/web/web.routes.ts), styled by the global
 * `flat-panorama` rules of rv-page.module.css: three copies side by side, the first shifted so the
 * scene's initial view is in the middle with no script. The app then moves to the second copy (the
 * same view), so the visitor can swipe either way. Links and info markers come with the viewer,
 * which replaces it once drawn.
 */
export function FlatPanorama({
  scene,
  label,
  onLook,
}: {
  scene: TourScene;
  label: string;
  /** The yaw (degrees) the visitor turned the strip to: the sphere opens there. */
  onLook?: (yaw: number) => void;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const look = useRef(onLook);
  look.current = onLook;

  useEffect(() => {
    const box = strip.current;
    const picture = box?.querySelector('img');
    if (!box || !picture) return;
    const copyWidth = () => picture.getBoundingClientRect().width;
    box.scrollLeft = copyWidth();
    const stopTiming = markFirstPaint();
    // How far the visitor has turned, in copies: kept when the screen turns or resizes.
    let turned = 0;
    const scrolled = () => {
      turned = box.scrollLeft / copyWidth() - 1;
      look.current?.(yawAfter(scene.yaw, box.scrollLeft - copyWidth(), copyWidth()));
    };
    const resized = new ResizeObserver(() => {
      box.scrollLeft = (1 + turned) * copyWidth();
    });
    resized.observe(box);
    // A mouse drags the strip as a finger swipes it.
    let from: { x: number; scroll: number } | undefined;
    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      from = { x: event.clientX, scroll: box.scrollLeft };
      box.setPointerCapture(event.pointerId);
    };
    const move = (event: PointerEvent) => {
      if (from) box.scrollLeft = from.scroll - (event.clientX - from.x);
    };
    const up = () => {
      from = undefined;
    };
    box.addEventListener('scroll', scrolled, { passive: true });
    box.addEventListener('pointerdown', down);
    box.addEventListener('pointermove', move);
    box.addEventListener('pointerup', up);
    box.addEventListener('pointercancel', up);
    return () => {
      resized.disconnect();
      stopTiming();
      box.removeEventListener('scroll', scrolled);
      box.removeEventListener('pointerdown', down);
      box.removeEventListener('pointermove', move);
      box.removeEventListener('pointerup', up);
      box.removeEventListener('pointercancel', up);
    };
  }, [scene]);

  const start = { '--start': flatPanoramaStart(scene.yaw).toFixed(5) } as CSSProperties;
  return (
    <div ref={strip} className="flat-panorama" data-testid="vr-flat" style={start}>
      <img
        src={scene.url}
        alt={label}
        fetchPriority="high"
        draggable={false}
        // Not in React's types; React writes it as it is.
        {...{ elementtiming: FLAT_ELEMENT_TIMING }}
      />
      <img src={scene.url} alt="" draggable={false} />
      <img src={scene.url} alt="" draggable={false} />
    </div>
  );
}
