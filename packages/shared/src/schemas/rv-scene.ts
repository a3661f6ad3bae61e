import { z } from 'zod';
import { localizedText } from '../localized-text.ts';
import { mediaUrl } from './common.ts';
import { firstPanorama, flatPanoramaStart, RV_MAIN_SCENE } from './rv-scene-ids.ts';

export { firstPanorama, flatPanoramaStart, RV_MAIN_SCENE };

/**
 * The 360° tour of a point (decision 0021). Scene `main` is the point's own `image360` (or
 * `video360`); `rvImages` are the other scenes, each with an id the links and markers name.
 * Positions are degrees: yaw −180…180 (0 = the image's centre, positive to the right), pitch
 * −90…90 (positive up). A value out of range answers 'rvScene/bad-coordinates'; a link or marker
 * naming a scene the point does not have answers 'rvScene/unknown-scene'.
 */
const BAD_COORDINATES = 'rvScene/bad-coordinates';

export const rvSceneId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'rvScene/unknown-scene');
export const rvYaw = z.number().min(-180, BAD_COORDINATES).max(180, BAD_COORDINATES);
export const rvPitch = z.number().min(-90, BAD_COORDINATES).max(90, BAD_COORDINATES);

/** A linked scene (spec rvImages). Legacy entries stored as a bare URL get the id `scene-<n>`. */
export const rvImage = z.object({
  id: rvSceneId,
  url: mediaUrl,
  name: localizedText.optional(),
  /** Where the scene opens (degrees); the main scene's is image360Rotation. */
  yaw: rvYaw.optional(),
});
export type RvImage = z.infer<typeof rvImage>;

export const rvImages = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? value.map((entry, index) => (typeof entry === 'string' ? { id: `scene-${index + 1}`, url: entry } : entry))
      : value,
  z.array(rvImage).max(30, 'invalid-request'),
);

/** A hotspot in scene `from` (at yaw/pitch) that walks to scene `to` (spec rvImagesConections). */
export const rvLink = z.object({ from: rvSceneId, to: rvSceneId, yaw: rvYaw, pitch: rvPitch });
export type RvLink = z.infer<typeof rvLink>;
export const rvLinks = z.array(rvLink).max(500, 'invalid-request');

/** An info marker in a scene that opens a title, a text and an optional narration (spec rvPoints). */
export const rvInfoPoint = z.object({
  scene: rvSceneId,
  yaw: rvYaw,
  pitch: rvPitch,
  title: localizedText,
  text: localizedText.optional(),
  audio: mediaUrl.optional(),
});
export type RvInfoPoint = z.infer<typeof rvInfoPoint>;
export const rvInfoPoints = z.array(rvInfoPoint).max(200, 'invalid-request');

interface TourShape {
  image360?: string;
  video360?: string;
  rvImages?: RvImage[];
  rvImagesConnections?: RvLink[];
  rvPoints?: RvInfoPoint[];
}

/** Ids of the scenes a point has: `main` when it has its own 360° image or video, then rvImages. */
export function rvSceneIds(tour: TourShape): string[] {
  const main = tour.image360 || tour.video360 ? [RV_MAIN_SCENE] : [];
  return [...main, ...(tour.rvImages ?? []).map((scene) => scene.id)];
}

/** The graph's problems as zod issues: duplicate ids, links and markers naming a missing scene. */
export function checkRvGraph(tour: TourShape, ctx: z.RefinementCtx): void {
  const ids = new Set<string>();
  for (const [index, scene] of (tour.rvImages ?? []).entries()) {
    if (scene.id === RV_MAIN_SCENE || ids.has(scene.id))
      ctx.addIssue({ code: 'custom', message: 'rvScene/duplicate-scene', path: ['rvImages', index, 'id'] });
    ids.add(scene.id);
  }
  const known = new Set(rvSceneIds(tour));
  const unknown = (path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message: 'rvScene/unknown-scene', path });
  for (const [index, link] of (tour.rvImagesConnections ?? []).entries()) {
    if (!known.has(link.from)) unknown(['rvImagesConnections', index, 'from']);
    if (!known.has(link.to)) unknown(['rvImagesConnections', index, 'to']);
  }
  for (const [index, marker] of (tour.rvPoints ?? []).entries()) {
    if (!known.has(marker.scene)) unknown(['rvPoints', index, 'scene']);
  }
}

/** PUT /api/panel/points/:pointId/rv-scene: the scene editor saves the whole tour (AR fields stay). */
export const rvTourInput = z
  .object({
    image360: mediaUrl.optional(),
    image360Rotation: rvYaw.optional(),
    video360: mediaUrl.optional(),
    rvImages: rvImages.default([]),
    rvImagesConnections: rvLinks.default([]),
    rvPoints: rvInfoPoints.default([]),
  })
  .superRefine(checkRvGraph);
export type RvTourInput = z.infer<typeof rvTourInput>;
