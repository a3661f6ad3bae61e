/**
 * Taps on a server-rendered page before the app took it over (decision 0025): public/early-taps.js
 * remembers the last one; once the app has drawn its screen over the page, the tap is replayed on
 * the same element of the app's screen (by its test id and data ids), or on what is now where it was.
 * What was typed in a marked text field (the guide search) is typed again into the app's field.
 */
import { type EarlyTaps, takeEarlyTaps } from './take-early-taps.ts';

/**
 * How many frames (about a second) a tapped element may take to appear on the app's screen: part
 * of it can still be loading (a point's picture gallery is a lazy chunk the server had at hand).
 */
const FRAMES_TO_WAIT = 60;

/**
 * Replays what takeEarlyTaps took (by default, takes it now): loaded only when there is something
 * to replay, so the first paint does not carry it.
 */
export function replayEarlyTap(taken: Pick<EarlyTaps, 'last' | 'typed'> | null = takeEarlyTaps()): void {
  if (!taken) return;
  for (const [selector, text] of Object.entries(taken.typed ?? {})) retype(selector, text, FRAMES_TO_WAIT);
  if (taken.last) replay(taken.last, FRAMES_TO_WAIT);
}

/** Types `text` into the app's field, as the visitor did: React hears it as an input event. */
function retype(selector: string, text: string, framesLeft: number): void {
  requestAnimationFrame(() => {
    const field = document.querySelector(selector);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      if (framesLeft > 0) retype(selector, text, framesLeft - 1);
      return;
    }
    if (field.value === text) return;
    // The prototype's setter: React tracks the value set on the element itself and would ignore it.
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function replay(tap: NonNullable<EarlyTaps['last']>, framesLeft: number): void {
  requestAnimationFrame(() => {
    const marked = tap.selector ? markedAt(tap.selector, tap) : null;
    if (!marked && tap.selector && framesLeft > 0) return replay(tap, framesLeft - 1);
    const target = marked ? (tapped(marked, tap.inner) ?? marked) : document.elementFromPoint(tap.x, tap.y);
    if (target instanceof HTMLElement) target.click();
    else target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/**
 * The marked element the tap was on: of several with the same marks (a point's gallery and the
 * one in a collapsed section), the one where the tap was, else the first one shown.
 */
function markedAt(selector: string, { x, y }: { x: number; y: number }): Element | null {
  const all = Array.from(document.querySelectorAll(selector));
  if (all.length < 2) return all[0] ?? null;
  const under = document.elementFromPoint(x, y);
  return (
    all.find((element) => under && element.contains(under)) ??
    all.find((element) => element.checkVisibility()) ??
    all[0] ??
    null
  );
}

/** The element inside `marked` that was tapped, found by its tag and its value or text. */
function tapped(marked: Element, inner: NonNullable<EarlyTaps['last']>['inner']): Element | undefined {
  if (!inner) return undefined;
  return Array.from(marked.getElementsByTagName(inner.tag)).find((element) =>
    element instanceof HTMLInputElement
      ? element.value === inner.value
      : (element.textContent ?? '').trim().slice(0, 200) === inner.text &&
        element.getAttribute('aria-label') === (inner.label ?? null),
  );
}
