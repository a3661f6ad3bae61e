import { IMAGE_VARIANT_WIDTHS } from '@percurso/shared';

/** sharp (native libvips) loads on the first image handled, not at start: a restart is faster. */
const loadSharp = async () => (await import('sharp')).default;

export interface ImageCopy {
  width: number;
  height: number;
  body: Buffer;
}

/** Pixel size of an image (after its EXIF orientation), or null when sharp cannot read it. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) return null;
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/**
 * WebP copies for the web, 1600/800/400 px wide (only those narrower than the original, and the
 * original's width when it is narrower than all), aspect kept, EXIF orientation applied.
 */
export async function webCopies(
  bytes: Buffer,
  originalWidth: number,
  widths: readonly number[] = IMAGE_VARIANT_WIDTHS,
) {
  const targets = [...new Set(widths.map((width) => Math.min(width, originalWidth)))];
  const copies: ImageCopy[] = [];
  const sharp = await loadSharp();
  for (const width of targets) {
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    copies.push({ width: info.width, height: info.height, body: data });
  }
  return copies;
}

/** The profile photo: a centred square, WebP. */
export async function squarePhoto(bytes: Buffer, side: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes)
    .rotate()
    .resize(side, side, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
}
