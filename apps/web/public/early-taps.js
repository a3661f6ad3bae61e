// A page the server rendered shows its screen before the app can answer a tap (decision 0025).
// This remembers the last tap made in that time: the test id and identifying data attributes of
// the nearest marked element (a point card is `[data-testid="point-card"][data-point-id="…"]`)
// and what was tapped inside it (one segment of a marked switch), or else where
// it was; and what was typed in its text fields (the guide search, the venue PIN), by the same
// marks; a form's submit waits for the app. The app
// replays them on what it drew (src/app/early-taps.ts). A plain script, loaded async, so that it
// runs before the app's.
(() => {
  if (window.__percursoTaps) return;
  const taps = { taken: false, last: null, typed: {} };
  window.__percursoTaps = taps;
  const selectorOf = (element) => {
    const marked = element.closest('[data-testid]');
    return marked
      ? Array.from(marked.attributes)
          .filter((attribute) => attribute.name === 'data-testid' || /^data-.*-id$/.test(attribute.name))
          .map((attribute) => `[${attribute.name}="${CSS.escape(attribute.value)}"]`)
          .join('')
      : null;
  };
  // What was tapped inside its marked ancestor: its tag and its value (a radio of a marked switch)
  // or its text and its accessible label (an icon button has no text), so that a tap on one segment
  // of a switch, or on a gallery's "Next" arrow, is replayed on that one.
  const innerOf = (marked, element) =>
    marked && marked !== element
      ? {
          tag: element.tagName,
          value: element instanceof HTMLInputElement ? element.value : null,
          text: element instanceof HTMLInputElement ? null : (element.textContent ?? '').trim().slice(0, 200),
          label: element.getAttribute('aria-label'),
        }
      : null;
  addEventListener(
    'click',
    (event) => {
      if (taps.taken || !event.isTrusted || !(event.target instanceof Element)) return;
      // Links work without the app: the browser follows them.
      if (event.target.closest('a[href]')) return;
      // A tick on a radio or checkbox (or its label) is left to the replay: ticked now, the app would
      // take the ticked box as drawn that way (hydration keeps it) and the replay would change nothing.
      const label = event.target.closest('label');
      const box = event.target instanceof HTMLInputElement ? event.target : label?.control;
      if (box instanceof HTMLInputElement && /^(radio|checkbox)$/.test(box.type)) event.preventDefault();
      // An icon's drawing stands for the element that holds the icon.
      const tapped = event.target.closest('svg')?.parentElement ?? event.target;
      taps.last = {
        selector: selectorOf(tapped),
        inner: innerOf(tapped.closest('[data-testid]'), tapped),
        x: event.clientX,
        y: event.clientY,
      };
    },
    true,
  );
  // A form needs the app: the browser's own submit would leave the page (and what the visitor typed,
  // the venue PIN) behind. Its submit button stands as the tap, also when Enter submitted it.
  addEventListener(
    'submit',
    (event) => {
      if (taps.taken) return;
      event.preventDefault();
      const button = event.submitter;
      if (button)
        taps.last = {
          selector: selectorOf(button),
          inner: innerOf(button.closest('[data-testid]'), button),
          x: 0,
          y: 0,
        };
    },
    true,
  );
  addEventListener(
    'input',
    (event) => {
      const field = event.target;
      const typable =
        field instanceof HTMLTextAreaElement ||
        (field instanceof HTMLInputElement && /^(text|search|email|tel|url|number)$/.test(field.type));
      if (taps.taken || !typable) return;
      const selector = selectorOf(field);
      if (selector) taps.typed[selector] = field.value;
    },
    true,
  );
})();
