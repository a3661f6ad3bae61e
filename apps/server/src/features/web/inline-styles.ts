import { criticalCss, type ParsedStyles, pageFacts, parseStyles } from './critical-css.ts';

/** A stylesheet of the build by its URL (`/assets/x.css`): its text, or undefined. */
export type StyleReader = (url: string) => Promise<string | undefined>;

/**
 * The page with its stylesheets (index.html's own and the screen's) in `<style>` elements: a
 * server-drawn page paints once its HTML has arrived, instead of after a round trip per
 * stylesheet (ten on a guide page: a second on a slow phone network).
 * - `cut`: each `<style>` holds only the rules the drawn page can use (critical-css.ts), and its
 *   whole sheet follows as `<link media="print" data-later>`: fetched without holding back the
 *   paint, applied by start-app.js as the app starts (the app then draws what the page did not
 *   have: dialogs, menus).
 * - otherwise (a page the app draws, a flat panorama) the whole sheet is inlined, beside a
 *   disabled `<link>`, never fetched.
 * Either link is what Vite's loader finds when a lazy chunk lists the same CSS: it does not fetch
 * it and apply it again over the screen's later styles.
 */
export async function inlineStyles(
  page: string,
  screenStyles: string[],
  readStyle: StyleReader,
  { cut = false } = {},
): Promise<string> {
  const own = [...page.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)];
  const urls = [...own.map(([, url = '']) => url), ...screenStyles];
  const sheets = await Promise.all(urls.map(async (url) => ({ url, css: await readStyle(url) })));
  const found = sheets.filter((sheet): sheet is { url: string; css: string } => sheet.css !== undefined);
  let inline = new Map(found.map(({ url, css }) => [url, css]));
  if (cut) {
    const parsed = found.map(({ url, css }) => parsedStyles(url, css));
    const cuts = criticalCss(parsed, pageFacts(markupOf(page)));
    inline = new Map(found.map(({ url }, index) => [url, cuts[index] ?? '']));
  }
  const element = (url: string) => {
    const css = inline.get(url);
    if (css === undefined) return `<link rel="stylesheet" href="${url}">`;
    const link = cut
      ? `<link rel="stylesheet" href="${url}" media="print" data-later>`
      : `<link rel="stylesheet" href="${url}" disabled>`;
    return `${css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : ''}${link}`;
  };
  let inlined = page;
  // Replaced by function: CSS may hold `$&`, which a replacement string would expand.
  for (const [link, url = ''] of own) inlined = inlined.replace(link, () => element(url));
  return inlined.replace('</head>', () => `${screenStyles.map(element).join('')}</head>`);
}

/** The page's markup the stylesheets apply to: its `<html>` tag and its body. */
function markupOf(page: string): string {
  const html = /<html[^>]*>/.exec(page)?.[0] ?? '';
  const body = page.indexOf('<body');
  return `${html}${body >= 0 ? page.slice(body) : ''}`;
}

/** Hashed stylesheets never change: each is parsed once (again only if its text differs). */
const parsedSheets = new Map<string, { css: string; parsed: ParsedStyles }>();
function parsedStyles(url: string, css: string): ParsedStyles {
  const known = parsedSheets.get(url);
  if (known?.css === css) return known.parsed;
  const parsed = parseStyles(css);
  parsedSheets.set(url, { css, parsed });
  return parsed;
}
