import { escapeHtml, type PointState, type VisitorPointState } from '@percurso/shared';
import { type DivIcon, divIcon } from 'leaflet';
import classes from './venue-map.module.css';

interface PointIconOptions {
  pointId: string;
  number: number | undefined;
  /** The manager's icon image; without it the icon shows the point's number. */
  image: string | undefined;
  size: number;
  /** The visitor's state of the point (the spec's, kept in data-state) and in the visitor's words. */
  state?: PointState | undefined;
  /** A corner mark (padlock, half circle, check; none for a new point) and a muted icon when locked. */
  visitorState?: VisitorPointState | undefined;
}

/** A point's marker: a round badge (image or number) with the test hooks e2e specs use. */
const svg = (paths: string) =>
  `<svg viewBox="0 0 24 24" width="12" height="12" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
const STATE_MARKS: Partial<Record<VisitorPointState, string>> = {
  locked: svg('<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>'),
  'in-progress': svg('<circle cx="12" cy="12" r="8"/><path d="M12 4a8 8 0 0 1 0 16z" fill="currentColor"/>'),
  completed: svg('<path d="M5 12l5 5L20 7"/>'),
};

/** The marker's touch target (WCAG 2.5.5): a small icon sits in the middle of a 44 px hit area. */
const TOUCH_TARGET_PX = 44;

export function pointIcon({ pointId, number, image, size, state, visitorState }: PointIconOptions): DivIcon {
  const mark = visitorState ? STATE_MARKS[visitorState] : undefined;
  const target = Math.max(size, TOUCH_TARGET_PX);
  // The corner mark sits on the icon's corner, not the hit area's.
  const corner = (target - size) / 2 - 4;
  const content = image
    ? `<img src="${escapeHtml(image)}" alt="" draggable="false" />`
    : `<span>${number ?? ''}</span>`;
  return divIcon({
    className: classes.marker,
    html: `<span class="${classes.icon}" data-testid="map-icon" data-point-id="${escapeHtml(pointId)}"${
      state ? ` data-state="${state}"` : ''
    }${visitorState ? ` data-visitor-state="${visitorState}"` : ''} style="--icon-size:${size}px">${content}</span>${
      mark
        ? `<span class="${classes.state}" data-visitor-state="${visitorState}" style="top:${corner}px;right:${corner}px" aria-hidden="true">${mark}</span>`
        : ''
    }`,
    iconSize: [target, target],
    iconAnchor: [target / 2, target / 2],
  });
}
