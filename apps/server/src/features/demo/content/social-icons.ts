/**
 * Monochrome icons of the demo social networks, keyed by their path under the demo media
 * folder. They live in code rather than in `apps/server/demo/media/`, so the seed writes each
 * one to `${MEDIA_DIR}/demo/<key>` (served as `/media/demo/<key>`).
 */
const INK = '#3b2a20';

function drawIcon(label: string, shapes: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48" role="img" aria-label="${label}">${shapes.join('')}</svg>\n`;
}

export const DEMO_SOCIAL_ICONS: Record<string, string> = {
  'social/instagram.svg': drawIcon('Instagram', [
    `<rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="${INK}" stroke-width="2"/>`,
    `<circle cx="12" cy="12" r="4" fill="none" stroke="${INK}" stroke-width="2"/>`,
    `<circle cx="17.2" cy="6.8" r="1.2" fill="${INK}"/>`,
  ]),
  'social/facebook.svg': drawIcon('Facebook', [
    `<circle cx="12" cy="12" r="10" fill="${INK}"/>`,
    '<path d="M13.2 22v-8.2h2.4l.4-2.8h-2.8V9.3c0-.8.3-1.4 1.4-1.4H16V5.4a19 19 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6V11H8v2.8h2.4V22z" fill="#fff"/>',
  ]),
  'social/youtube.svg': drawIcon('YouTube', [
    `<rect x="2" y="5" width="20" height="14" rx="4" fill="${INK}"/>`,
    '<path d="M10 8.8v6.4l5.4-3.2z" fill="#fff"/>',
  ]),
};
