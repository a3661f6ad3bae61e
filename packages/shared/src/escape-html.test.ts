import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('turns markup into text that shows as written', () => {
    expect(escapeHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml('Tom & Jerry')).toBe('Tom &amp; Jerry');
  });

  it('keeps a quoted attribute value closed, whichever quote it uses', () => {
    expect(escapeHtml(`" onmouseover="alert(1)`)).toBe('&quot; onmouseover=&quot;alert(1)');
    expect(escapeHtml(`' autofocus onfocus='x`)).toBe('&#39; autofocus onfocus=&#39;x');
  });

  it('leaves plain text, accents and an already escaped entity as text', () => {
    expect(escapeHtml('Casa de purgar — São José')).toBe('Casa de purgar — São José');
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
    expect(escapeHtml('')).toBe('');
  });
});
