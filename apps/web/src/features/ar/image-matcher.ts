import {
  type BriefDescriptor,
  getBestKeypointsInRadius,
  getBriefDescriptors,
  getCrosscheckMatches,
  getOrientedFastKeypoints,
  Image,
} from 'image-js';

/** RGBA pixels, as a canvas gives them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

interface Described {
  points: { x: number; y: number }[];
  descriptors: BriefDescriptor[];
  width: number;
  height: number;
}

/** A reference image described at several sizes: ORB (oriented FAST + rBRIEF) is not scale-invariant. */
export interface Target {
  levels: Described[];
}

/** Where the reference image is in the frame, as fractions of the frame (0–1). */
export interface Detection {
  box: { left: number; top: number; width: number; height: number };
  /** Matches that agree on the position (the evidence). */
  inliers: number;
}

/** The width camera frames are read at: enough detail for a target, cheap on a phone (ms per frame). */
export const FRAME_WIDTH = 320;
/** Reference widths tried against a frame, from far away to close up. */
const LEVEL_WIDTHS = [72, 104, 144, 200];
/** Most corners kept per image; FAST-9 (ORB's choice) also sees the square corners of printed targets. */
const MAX_FEATURES = 300;
/** rBRIEF descriptors are 256 bits; mutual best matches farther apart than this are chance. */
const MAX_DISTANCE = 60;
/** Matches placing the target within this many pixels of the consensus position agree. */
const AGREEMENT_PX = 8;
/** Agreeing matches needed to say the target is there. */
export const MIN_INLIERS = 10;

function grey(pixels: Pixels, width: number): Image {
  const image = new Image(pixels.width, pixels.height, { data: pixels.data, colorModel: 'RGBA' }).grey();
  return width === pixels.width ? image : image.resize({ width });
}

function describe(image: Image): Described {
  const corners = getOrientedFastKeypoints(image, { maxNbFeatures: MAX_FEATURES, nbContiguousPixels: 9 });
  const brief = getBriefDescriptors(image, getBestKeypointsInRadius(corners, 4));
  return {
    points: brief.keypoints.map((keypoint) => ({ x: keypoint.origin.column, y: keypoint.origin.row })),
    descriptors: brief.descriptors,
    width: image.width,
    height: image.height,
  };
}

/** Describes a reference image once, when the screen opens. */
export function describeTarget(pixels: Pixels): Target {
  return {
    levels: LEVEL_WIDTHS.filter((width) => width <= pixels.width).map((width) => describe(grey(pixels, width))),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Looks for the target in one camera frame: mutual best rBRIEF matches per reference size, kept
 * only when enough of them put the reference at the same place (a translation consensus), so
 * chance matches on a busy background do not count.
 */
export function detect(target: Target, frame: Pixels): Detection | undefined {
  const scene = describe(grey(frame, Math.min(FRAME_WIDTH, frame.width)));
  let best: (Detection & { x: number; y: number; level: Described }) | undefined;
  for (const level of target.levels) {
    const matches = getCrosscheckMatches(level.descriptors, scene.descriptors).filter(
      (match) => match.distance <= MAX_DISTANCE,
    );
    if (matches.length < MIN_INLIERS) continue;
    const offsets = matches.map((match) => {
      const from = level.points[match.sourceIndex] ?? { x: 0, y: 0 };
      const to = scene.points[match.destinationIndex] ?? { x: 0, y: 0 };
      return { x: to.x - from.x, y: to.y - from.y };
    });
    const x = median(offsets.map((offset) => offset.x));
    const y = median(offsets.map((offset) => offset.y));
    const inliers = offsets.filter(
      (offset) => Math.abs(offset.x - x) <= AGREEMENT_PX && Math.abs(offset.y - y) <= AGREEMENT_PX,
    ).length;
    if (inliers >= MIN_INLIERS && inliers > (best?.inliers ?? 0)) {
      best = { inliers, x, y, level, box: { left: 0, top: 0, width: 0, height: 0 } };
    }
  }
  if (!best) return undefined;
  return {
    inliers: best.inliers,
    box: {
      left: best.x / scene.width,
      top: best.y / scene.height,
      width: best.level.width / scene.width,
      height: best.level.height / scene.height,
    },
  };
}
