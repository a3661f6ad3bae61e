// A page the server rendered is whole before any script runs (decision 0025). Its lead images (the
// ones marked fetchpriority="high": the guide's banner, the list's first covers, an open point's
// picture) come first on a slow network; then this starts the app's scripts (`data-scripts`, with
// `data-preloads` for the screen's chunks), which draw over the page. Started at the latest
// START_LATEST_MS after the page was parsed, whatever the images do. A plain deferred script.
(() => {
  const START_LATEST_MS = 2000;
  const me = document.currentScript;
  if (!me) return;
  const list = (value) => (value ?? '').split(' ').filter(Boolean);
  let started = false;
  // As many elements per task as fit in a few milliseconds: each link starts a request, and thirty
  // in one task held the (throttled) main thread for 50 ms. Four per task (before 30 November) left
  // most of a guide page's list to add when the app asked for the screen's chunks, and Vite's
  // loader then added the rest itself, some 25 links in the app's first long task.
  const TASK_MS = 8;
  const add = (elements) => {
    const since = performance.now();
    do document.head.append(elements.shift());
    while (elements.length > 0 && performance.now() - since < TASK_MS);
    if (elements.length > 0) setTimeout(add, 0, elements);
  };
  const start = () => {
    if (started) return;
    started = true;
    // The page came with the rules it uses (decision 0025); the whole stylesheets, fetched
    // meanwhile without holding back its paint, apply now, before the app draws anything else.
    for (const link of document.querySelectorAll('link[data-later]')) link.media = 'all';
    const scripts = list(me.dataset.scripts).map((src) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      return script;
    });
    const preloads = list(me.dataset.preloads).map((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      return link;
    });
    // The entry first: the screen's chunks are what it imports next.
    add([...scripts, ...preloads]);
  };
  const loading = Array.from(document.querySelectorAll('#root img[fetchpriority="high"]')).filter(
    (image) => !image.complete,
  );
  let left = loading.length;
  // After the frame that shows the last of them.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (left === 0) afterPaint();
  for (const image of loading) {
    const done = () => {
      left -= 1;
      if (left === 0) afterPaint();
    };
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  }
  setTimeout(start, START_LATEST_MS);
})();
