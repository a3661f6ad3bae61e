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
}

/** A point's marker: a round badge (image or number) with the test hooks e2e specs use. */
export function pointIcon({ pointId, number, image, size }: PointIconOptions): DivIcon {
  const content = image
    ? `<img src="${escapeHtml(image)}" alt="" draggable="false" />`
    : `<span>${number ?? ''}</span>`;
  return divIcon({
    className: classes.marker,
    html: `<span class="${classes.icon}" data-testid="map-icon" data-point-id="${escapeHtml(pointId)}" style="--icon-size:${size}px">${content}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
