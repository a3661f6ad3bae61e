import { useEffect, useState } from 'react';
import { type Detection, describeTarget, detect, FRAME_WIDTH, type Target } from './image-matcher.ts';

/** Reference images are described at most this wide (the matcher's largest size is 200 px). */
const TARGET_WIDTH = 400;
/** Pause between two looks at the camera: detection takes tens of ms on a phone; the battery matters. */
const PAUSE_MS = 250;
/** A target lost for this long is no longer anchored (a frame or two may miss it). */
const KEEP_MS = 1500;

function pixelsOf(source: CanvasImageSource, width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

async function loadTarget(url: string): Promise<Target> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const scale = Math.min(1, TARGET_WIDTH / image.naturalWidth);
  return describeTarget(
    pixelsOf(image, Math.round(image.naturalWidth * scale), Math.round(image.naturalHeight * scale)),
  );
}

export interface Found extends Detection {
  /** Which reference image (index in raImages). */
  target: number;
}

/**
 * Looks for the point's reference images in the camera image, frame after frame, while the video
 * plays; answers where the last one found is (kept a moment so the anchor does not flicker).
 */
export function useImageDetection(urls: string[], video: HTMLVideoElement | null): Found | undefined {
  const [found, setFound] = useState<Found | undefined>();
  const key = urls.join('\n');

  useEffect(() => {
    if (!video || key === '') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastSeen = 0;
    const targets = Promise.all(key.split('\n').map(loadTarget));
    const look = async () => {
      if (stopped) return;
      const described = await targets;
      if (video.readyState >= 2 && video.videoWidth > 0) {
        const height = Math.round((video.videoHeight / video.videoWidth) * FRAME_WIDTH);
        const frame = pixelsOf(video, FRAME_WIDTH, height);
        const hit = described
          .map((target, index) => ({ index, detection: detect(target, frame) }))
          .find((candidate) => candidate.detection);
        if (hit?.detection) {
          lastSeen = performance.now();
          setFound({ ...hit.detection, target: hit.index });
        } else if (performance.now() - lastSeen > KEEP_MS) {
          setFound(undefined);
        }
      }
      if (!stopped) timer = setTimeout(() => void look().catch(() => undefined), PAUSE_MS);
    };
    void look().catch(() => undefined);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key, video]);

  return found;
}
