/**
 * The pixel size of an image (a floor plan), read by the browser that shows it. The plan's width and
 * height place the points (x, y in the image's pixels) for the point editor and for visitors; a plan
 * saved without them is shown to nobody.
 */
export async function imageSize(url: string): Promise<{ width: number; height: number } | undefined> {
  if (typeof Image === 'undefined') return undefined;
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    return undefined;
  }
  return image.naturalWidth > 0 && image.naturalHeight > 0
    ? { width: image.naturalWidth, height: image.naturalHeight }
    : undefined;
}
