import type { HelpRequestPlace } from '@percurso/shared';
import type { CSSProperties } from 'react';

// Inline styles, not a CSS module: a route's stylesheet is named in the app shell's preload map,
// and the visitor's first load is at its byte budget.
const FIGURE: CSSProperties = { margin: 0, width: '100%', maxWidth: 320 };
const FRAME: CSSProperties = {
  position: 'relative',
  width: '100%',
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 'var(--mantine-radius-sm)',
  overflow: 'hidden',
  background: 'var(--mantine-color-gray-0)',
};
const IMAGE: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };
/** A red dot with a white edge and a dark ring: it reads on light and dark plans alike. */
const MARKER: CSSProperties = {
  position: 'absolute',
  width: 22,
  height: 22,
  margin: '-11px 0 0 -11px',
  borderRadius: '50%',
  background: 'var(--mantine-color-red-7)',
  border: '3px solid #fff',
  boxShadow: '0 0 0 2px var(--mantine-color-red-9), 0 0 0 8px rgb(201 42 42 / 0.25)',
};
const CAPTION: CSSProperties = {
  fontSize: 'var(--mantine-font-size-xs)',
  color: 'var(--mantine-color-gray-7)',
  marginTop: 4,
};

/**
 * The point's place on its floor plan: the plan's image with a marker at the point's x, y (the
 * image's pixels, as the point editor places it). A picture with a caption, no map library: the
 * desk only needs to see where to go.
 */
export function FloorPlanPlace({ place, label }: { place: HelpRequestPlace; label: string }) {
  return (
    <figure style={FIGURE} data-testid="help-request-place">
      <div style={{ ...FRAME, aspectRatio: `${place.width} / ${place.height}` }}>
        <img src={place.fileUrl} alt="" style={IMAGE} />
        <span
          style={{ ...MARKER, left: `${(place.x / place.width) * 100}%`, top: `${(place.y / place.height) * 100}%` }}
          aria-hidden="true"
        />
      </div>
      <figcaption style={CAPTION}>{label}</figcaption>
    </figure>
  );
}
