import { escapeHtml } from '@percurso/shared';
import { type DivIcon, divIcon } from 'leaflet';
import classes from './placement.module.css';

interface PlacementIconOptions {
  /** The point's icon image; without it the badge shows `label`. */
  image: string | undefined;
  label: string;
  size: number;
  variant: 'placed' | 'unplaced' | 'other';
  testId: string;
}

/** The round badge visitors see on the map, in the editor's three states. */
export function placementIcon({ image, label, size, variant, testId }: PlacementIconOptions): DivIcon {
  const content = image
    ? `<img src="${escapeHtml(image)}" alt="" draggable="false" />`
    : `<span>${escapeHtml(label)}</span>`;
  const extra = variant === 'placed' ? '' : ` ${variant === 'unplaced' ? classes.unplaced : classes.other}`;
  return divIcon({
    className: classes.marker,
    html: `<span class="${classes.icon}${extra}" data-testid="${testId}" data-placed="${variant === 'placed'}" style="--icon-size:${size}px">${content}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
