import { describe, expect, it } from 'vitest';
import { runtimeCaching } from './runtime-caching.ts';

type Matcher = (options: { url: URL; sameOrigin: boolean; request: { destination: string } }) => boolean;

/** The cache whose route takes this same-origin GET, or undefined when the network has it alone. */
function cacheFor(path: string): string | undefined {
  const url = new URL(path, 'https://percurso.example');
  const entry = runtimeCaching.find((route) =>
    (route.urlPattern as unknown as Matcher)({ url, sameOrigin: true, request: { destination: '' } }),
  );
  return entry?.options?.cacheName ?? undefined;
}

describe('service worker runtime caching', () => {
  it('keeps API reads for offline use but never a live-update stream', () => {
    expect(cacheFor('/api/guides/museu')).toBe('percurso-api');
    expect(cacheFor('/api/guides/museu/events')).toBeUndefined();
  });

  it("never keeps the visitor's progress: an unlock's answer would leave that copy stale", () => {
    expect(cacheFor('/api/me')).toBe('percurso-api');
    expect(cacheFor('/api/me/progress')).toBeUndefined();
  });
});
