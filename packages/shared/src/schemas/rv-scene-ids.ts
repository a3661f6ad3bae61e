/**
 * The id of a point's own 360° scene (its `image360` or `video360`) in its tour (decision 0021).
 * A module of its own so the 360° viewer reads it without loading the tour's schemas (zod).
 */
export const RV_MAIN_SCENE = 'main';
