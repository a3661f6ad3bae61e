/**
 * A preview of a guide's draft (docs/product-decisions.md, "Previewing a guide"): the visitor app
 * opened with `?preview=m.<guideId>` (the guide's managers, signed in) or `?preview=t.<token>` (a
 * shareable link) reads that guide and its points from the draft endpoints instead of the public
 * ones, for the whole life of the page: the parameter is read once, when this module loads, before
 * the router's first navigation. Kept tiny: it is part of every visitor's first load.
 */
export interface PreviewReads {
  /** The draft's bundle, whatever guide name the page's path says. */
  bundle: string;
  point: (id: string) => string;
}

function previewReadsOf(value: string | null): PreviewReads | undefined {
  const match = /^([mt])\.(.+)$/.exec(value ?? '');
  if (!match?.[2]) return undefined;
  const base =
    match[1] === 'm'
      ? `/api/panel/guides/${encodeURIComponent(match[2])}/preview`
      : `/api/preview/${encodeURIComponent(match[2])}`;
  return { bundle: base, point: (id) => `${base}/points/${encodeURIComponent(id)}` };
}

const reads =
  typeof location === 'undefined' ? undefined : previewReadsOf(new URLSearchParams(location.search).get('preview'));

/** Where the draft is read from, while the page shows a preview. */
export const previewReads = (): PreviewReads | undefined => reads;
export const isPreview = (): boolean => reads !== undefined;
