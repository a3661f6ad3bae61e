/// <reference path="./jsdom.d.ts" />
import { RICH_TEXT_SANITIZE, richTextLinkHook } from '@percurso/shared';
import type { WindowLike } from 'dompurify';
import { LRUCache } from 'lru-cache';

/** Managers' rich text made safe to put in the page, as the browser's DOMPurify makes it. */
export type SanitizeHtml = (html: string) => string;

/** Characters of rich text kept sanitised (texts and their clean copies together, ~8 MB). */
const KEPT_CHARS = 4 * 1024 * 1024;

/**
 * The rich text sanitiser of the server-drawn pages (decision 0025, amendment of 29 November):
 * DOMPurify over jsdom, the DOM implementation DOMPurify recommends for Node, with the browser's
 * settings (`RICH_TEXT_SANITIZE`, `richTextLinkHook` of @percurso/shared), so the page's HTML is
 * the string the app will hydrate. jsdom takes ~0.8 s of CPU and ~35 MB of heap to load: it is
 * loaded by the first page that draws rich text (a point link), never with the server (the
 * restart budget of issue 27), and once. Each text is sanitised once while it is unchanged (an
 * LRU of clean copies by text): later pages find it.
 */
export function richTextSanitizer(): () => Promise<SanitizeHtml> {
  let loading: Promise<SanitizeHtml> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      // A failed load (a broken install) is tried again by the next page, not kept.
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

async function load(): Promise<SanitizeHtml> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  // jsdom runs no script of the parsed text (its default), and fetches nothing.
  const purify = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  if (!purify.isSupported) throw new Error('DOMPurify cannot sanitise over this jsdom');
  purify.addHook('afterSanitizeAttributes', richTextLinkHook);
  const clean = new LRUCache<string, string>({
    maxSize: KEPT_CHARS,
    sizeCalculation: (value, key) => Math.max(1, key.length + value.length),
  });
  return (html) => {
    let sanitized = clean.get(html);
    if (sanitized === undefined) {
      sanitized = purify.sanitize(html, RICH_TEXT_SANITIZE);
      clean.set(html, sanitized);
    }
    return sanitized;
  };
}
