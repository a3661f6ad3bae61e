import { describe, expect, it } from 'vitest';
import { richTextSanitizer } from './rich-text.ts';

/** A manager's text with everything DOMPurify must take out (and a link it must keep). */
const HOSTILE_TEXT =
  '<p onclick="steal()">Moenda <b>de</b> 1850<script>alert(1)</script><img src="x.jpg" onerror="alert(2)"></p>' +
  '<a href="javascript:alert(3)">perigo</a> <a href="https://museu.example/mais">Saiba mais</a>' +
  '<style>body{display:none}</style><iframe src="https://evil.example"></iframe><svg><script>alert(4)</script></svg>';

/** What the browser's DOMPurify makes of it with the app's settings (checked in Chromium by e2e). */
const HOSTILE_TEXT_CLEAN =
  '<p>Moenda <b>de</b> 1850<img src="x.jpg"></p><a>perigo</a> ' +
  '<a href="https://museu.example/mais" target="_blank" rel="noopener noreferrer">Saiba mais</a>';

describe('the rich text sanitiser of server-drawn pages', () => {
  it('takes out scripts, handlers, javascript: links, styles and frames; links open apart', async () => {
    const sanitize = await richTextSanitizer()();
    expect(sanitize(HOSTILE_TEXT)).toBe(HOSTILE_TEXT_CLEAN);
    // Clean HTML stays as it is: the browser's second pass gives the same string (hydration agrees).
    expect(sanitize(HOSTILE_TEXT_CLEAN)).toBe(HOSTILE_TEXT_CLEAN);
    expect(sanitize('<h2>Título</h2><ul><li>um &amp; dois</li></ul>')).toBe(
      '<h2>Título</h2><ul><li>um &amp; dois</li></ul>',
    );
  });

  it('loads jsdom once, when first asked', async () => {
    const load = richTextSanitizer();
    const first = load();
    expect(load()).toBe(first);
    expect(await first).toBe(await load());
  });
});
