import { describe, expect, it } from 'vitest';
import { criticalCss, pageFacts, parseStyles } from './critical-css.ts';

const page = pageFacts(
  '<html lang="pt-BR" data-mantine-color-scheme="light"><body>' +
    '<button class="m_btn mantine-Button-root" data-variant="filled" style="--button-bg:var(--brand)">Ouvir</button>' +
    '<p class="note">&quot;x&quot;</p></body>',
);
const cut = (...sheets: string[]) => criticalCss(sheets.map(parseStyles), page);

describe('the stylesheet part a drawn page needs', () => {
  it('keeps the rules of classes and attribute values the page has, in order, and drops the others', () => {
    const [css] = cut(
      '.m_btn{color:red}.m_menu{color:blue}.m_btn[data-variant=filled]{font-weight:700}' +
        '.m_btn[data-variant=light]{opacity:.5}.m_btn:hover{color:green}.note .m_btn{margin:0}' +
        'p.gone,p.note{padding:1px}[data-disabled]{opacity:.6}',
    );
    expect(css).toBe(
      '.m_btn{color:red}.m_btn[data-variant=filled]{font-weight:700}.m_btn:hover{color:green}.note .m_btn{margin:0}p.gone,p.note{padding:1px}',
    );
  });

  it("keeps rules without a class, fonts and keyframes; a class inside a pseudo-class is not required; a shadow root's selector matches nothing", () => {
    const [css] = cut(
      '@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
        'body{margin:0}.m_btn:not(.m_other){color:red}:where(.m_other) .m_btn{gap:1px}.m_other{gap:2px}' +
        ':host([data-mantine-color-scheme=dark]){color:black}',
    );
    expect(css).toBe(
      '@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
        'body{margin:0}.m_btn:not(.m_other){color:red}:where(.m_other) .m_btn{gap:1px}',
    );
  });

  it('keeps a media block with its rules that apply, and leaves out an empty one', () => {
    const [css] = cut(
      '@media (min-width:48em){.m_btn{width:auto}.m_menu{width:1px}}@media print{.m_menu{display:none}}',
    );
    expect(css).toBe('@media (min-width:48em){.m_btn{width:auto}}');
  });

  it("keeps only the custom properties something reads, the page's style attributes and other sheets included", () => {
    const [root, screen] = cut(
      ':root{--brand:var(--blue-6);--blue-6:#228be6;--red-6:#fa5252;--radius:4px}' +
        ':root[data-mantine-color-scheme=light]{--text:#000;--unused:1px}:root[data-mantine-color-scheme=dark]{--text:#fff}',
      '.note{color:var(--text);border-radius:var(--radius)}',
    );
    expect(root).toBe(
      ':root{--brand:var(--blue-6);--blue-6:#228be6;--radius:4px}:root[data-mantine-color-scheme=light]{--text:#000}',
    );
    expect(screen).toBe('.note{color:var(--text);border-radius:var(--radius)}');
  });
});
