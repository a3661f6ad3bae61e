import {
  type ImmersiveContent,
  type LocalizedText,
  RV_MAIN_SCENE,
  type RvInfoPoint,
  type RvLink,
} from '@percurso/shared';

/** One scene of a point's 360° tour as the viewer shows it. */
export interface TourScene {
  id: string;
  url: string;
  /** The scene's own name, else undefined (the viewer numbers it). */
  name?: LocalizedText;
  /** Where the scene opens, degrees. */
  yaw: number;
  links: RvLink[];
  markers: RvInfoPoint[];
}

export interface Tour {
  /** 'image': linked 360° photos; 'video': the point's 360° video alone (links need photos). */
  kind: 'image' | 'video' | 'none';
  scenes: TourScene[];
  startId: string;
}

/**
 * The point's 360° tour: scene `main` is its image360 (opening at image360Rotation), then the
 * rvImages; each with the links and markers placed in it. A point with only a 360° video shows
 * that video, with the markers placed in `main` (decision 0021).
 */
export function buildTour(immersive: ImmersiveContent): Tour {
  const links = immersive.rvImagesConnections ?? [];
  const markers = immersive.rvPoints ?? [];
  const inScene = (id: string) => ({
    links: links.filter((link) => link.from === id && link.to !== id),
    markers: markers.filter((marker) => marker.scene === id),
  });
  if (!immersive.image360 && immersive.video360) {
    const main = {
      id: RV_MAIN_SCENE,
      url: immersive.video360,
      yaw: immersive.image360Rotation ?? 0,
      ...inScene(RV_MAIN_SCENE),
    };
    return { kind: 'video', scenes: [{ ...main, links: [] }], startId: RV_MAIN_SCENE };
  }
  const scenes: TourScene[] = [];
  if (immersive.image360) {
    scenes.push({
      id: RV_MAIN_SCENE,
      url: immersive.image360,
      yaw: immersive.image360Rotation ?? 0,
      ...inScene(RV_MAIN_SCENE),
    });
  }
  for (const scene of immersive.rvImages ?? []) {
    scenes.push({ id: scene.id, url: scene.url, name: scene.name, yaw: scene.yaw ?? 0, ...inScene(scene.id) });
  }
  // Links to a scene the point lost are dropped (the server refuses them; older data may have them).
  const ids = new Set(scenes.map((scene) => scene.id));
  for (const scene of scenes) scene.links = scene.links.filter((link) => ids.has(link.to));
  const first = scenes[0];
  return first ? { kind: 'image', scenes, startId: first.id } : { kind: 'none', scenes: [], startId: '' };
}

/** Whether a point has anything the 360° viewer shows. */
export function has360(immersive: ImmersiveContent): boolean {
  return Boolean(immersive.image360 || immersive.video360 || immersive.rvImages?.length);
}

const DEG = Math.PI / 180;

/** Angle in degrees between two directions given as yaw/pitch in degrees (great-circle distance). */
export function angleBetween(a: { yaw: number; pitch: number }, b: { yaw: number; pitch: number }): number {
  const cos =
    Math.sin(a.pitch * DEG) * Math.sin(b.pitch * DEG) +
    Math.cos(a.pitch * DEG) * Math.cos(b.pitch * DEG) * Math.cos((a.yaw - b.yaw) * DEG);
  return Math.acos(Math.min(1, Math.max(-1, cos))) / DEG;
}

/** The link the visitor looks at (within `within` degrees of the view's centre), the closest one. */
export function linkInView(links: RvLink[], view: { yaw: number; pitch: number }, within: number): RvLink | undefined {
  let best: { link: RvLink; angle: number } | undefined;
  for (const link of links) {
    const angle = angleBetween(link, view);
    if (angle <= within && (!best || angle < best.angle)) best = { link, angle };
  }
  return best?.link;
}
