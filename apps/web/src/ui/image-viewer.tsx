import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { useEffect } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import type { CarouselImage, ImageViewerLabels } from './image-types.ts';
import { useBackToClose } from './use-back-to-close.ts';

interface ImageViewerProps {
  images: CarouselImage[];
  index: number;
  onClose: () => void;
  labels: ImageViewerLabels;
}

/**
 * Full-screen images (yet-another-react-lightbox, its own lazy chunk): pinch, double tap, wheel or
 * the +/− buttons zoom; swipe or the arrow keys move between images; Escape closes.
 */
export default function ImageViewer({ images, index, onClose, labels }: ImageViewerProps) {
  const close = useBackToClose(onClose);
  // Escape closes the viewer only, never the point dialog it was opened from, wherever the focus
  // is (zooming can leave it on the page): caught first, on the window's capture phase.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopImmediatePropagation();
      event.preventDefault();
      close();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [close]);
  return (
    <Lightbox
      open
      index={index}
      close={close}
      slides={images.map((image) => ({ src: image.src, alt: image.alt, description: image.caption }))}
      plugins={[Zoom, Captions]}
      zoom={{ maxZoomPixelRatio: 4, scrollToZoom: true }}
      carousel={{ finite: images.length <= 1 }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Lightbox: labels.viewer,
        'Photo gallery': labels.viewer,
        Previous: labels.previous,
        Next: labels.next,
        Close: labels.close,
        'Zoom in': labels.zoomIn,
        'Zoom out': labels.zoomOut,
      }}
    />
  );
}
