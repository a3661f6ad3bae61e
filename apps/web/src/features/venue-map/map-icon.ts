import type { PointState } from '@percurso/shared';
import { type DivIcon, divIcon } from 'leaflet';
import classes from './venue-map.module.css';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

interface PointIconOptions {
  pointId: string;
  number: number | undefined;
  /** The manager's icon image; without it the icon shows the point's number. */
  image: string | undefined;
  size: number;
  /** The visitor's state of the point: a corner mark (lock, open lock, check) and a muted locked icon. */
  state?: PointState | undefined;
}

/** A point's marker: a round badge (image or number) with the test hooks e2e specs use. */
const svg = (paths: string) =>
  `<svg viewBox="0 0 24 24" width="12" height="12" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
const STATE_MARKS: Record<PointState, string> = {
  locked: svg('<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>'),
  unlocked: svg('<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 7.5-2"/>'),
  completed: svg('<path d="M5 12l5 5L20 7"/>'),
};

export function pointIcon({ pointId, number, image, size, state }: PointIconOptions): DivIcon {
  const content = image
    ? `<img src="${escapeHtml(image)}" alt="" draggable="false" />`
    : `<span>${number ?? ''}</span>`;
  return divIcon({
    className: classes.marker,
    html: `<span class="${classes.icon}" data-testid="map-icon" data-point-id="${escapeHtml(pointId)}"${
      state ? ` data-state="${state}"` : ''
    } style="--icon-size:${size}px">${content}</span>${
      state
        ? `<span class="${classes.state}" data-state="${state}" aria-hidden="true">${STATE_MARKS[state]}</span>`
        : ''
    }`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
