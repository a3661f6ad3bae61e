// A page the server rendered shows its screen before the app can answer a tap (decision 0025).
// This remembers the last tap made in that time: the element's test id and identifying data
// attributes (a point card is `[data-testid="point-card"][data-point-id="…"]`), or else where it
// was; and what was typed in its text fields (the guide search), by the same marks. The app
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
  addEventListener(
    'click',
    (event) => {
      if (taps.taken || !event.isTrusted || !(event.target instanceof Element)) return;
      // Links work without the app: the browser follows them.
      if (event.target.closest('a[href]')) return;
      taps.last = { selector: selectorOf(event.target), x: event.clientX, y: event.clientY };
    },
    true,
  );
  addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (taps.taken || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      const selector = selectorOf(field);
      if (selector) taps.typed[selector] = field.value;
    },
    true,
  );
})();
