import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastClearance } from './toast-clearance.ts';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const clearance = () => document.documentElement.style.getPropertyValue('--toast-clearance');

/** A save bar whose top is `top` px from the screen's top. */
function barAt(top: { value: number }) {
  const bar = document.createElement('div');
  bar.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top.value, width: 300, height: 56 });
  document.body.append(bar);
  return bar;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('toasts rise above a save bar', () => {
  it("by the distance from the bar's top to the screen's bottom, stuck or resting higher, as the page scrolls", async () => {
    const top = { value: window.innerHeight - 64 };
    const bar = barAt(top);
    const { result } = renderHook(() => useToastClearance<HTMLDivElement>());
    const detach = result.current(bar);
    // Stuck to the bottom: its height and its 8 px gap.
    expect(clearance()).toBe('64px');
    // Resting higher in a short form: the toast rises above it, not over its button.
    top.value = window.innerHeight - 200;
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(clearance()).toBe('200px');
    // Scrolled out of sight above: the toasts go back down.
    top.value = -80;
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(clearance()).toBe('0px');
    // Gone with the form.
    if (typeof detach === 'function') detach();
    expect(clearance()).toBe('');
  });
});
