import { PANEL_PATHS } from '../panel/common/index.ts';

const enc = encodeURIComponent;

/** The interaction point screens, under the guide panel (docs/product-decisions.md). */
export const POINT_PATHS = {
  list: PANEL_PATHS.points,
  new: (guideId: string) => `${PANEL_PATHS.points(guideId)}/new`,
  import: (guideId: string) => `${PANEL_PATHS.points(guideId)}/import`,
  edit: (guideId: string, pointId: string) => `${PANEL_PATHS.points(guideId)}/${enc(pointId)}`,
};
