/**
 * How managers' rich text (a point's content) is sanitised, the same in the browser and on the
 * server (decision 0025, amendment of 29 November): DOMPurify with these settings and the link
 * hook below. The browser uses its own DOM, the server jsdom; both must give the same string, or
 * hydrating a server-drawn point would disagree with the server's HTML.
 */
export const RICH_TEXT_SANITIZE = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style'],
};

/** The part of a DOM element the link hook touches (this package has no DOM types). */
interface HookElement {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

/**
 * DOMPurify's `afterSanitizeAttributes` hook for rich text: a link opens in a new tab and cannot
 * reach back into the app (`rel="noopener noreferrer"`).
 */
export function richTextLinkHook(node: HookElement): void {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}
