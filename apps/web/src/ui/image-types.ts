/** One image of a gallery, as the carousel and the full-screen viewer show it. */
export interface CarouselImage {
  src: string;
  alt: string;
  caption?: string;
}

/** The full-screen viewer's control names, in the visitor's language. */
export interface ImageViewerLabels {
  viewer: string;
  previous: string;
  next: string;
  close: string;
  zoomIn: string;
  zoomOut: string;
}
