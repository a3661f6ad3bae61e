/**
 * A preview records nothing (docs/product-decisions.md, "Previewing a guide"): every write to the
 * API is answered here with 403 `preview/read-only`, never sent. One rule at the one place all of
 * them pass, whichever screen or queue makes them (progress, unlocks, answers, usage logs,
 * ratings, a session); a 403 is final, so nothing is queued to be sent later either. Imports
 * nothing: start.tsx awaits it before the first render, while the app's own module is still
 * evaluating (a chunk that imported from it would wait for it forever).
 */
export function refuseWrites(): void {
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = new URL(request?.url ?? String(input), location.href);
    const isWrite = method !== 'GET' && method !== 'HEAD';
    if (isWrite && url.origin === location.origin && url.pathname.startsWith('/api/')) {
      const body = JSON.stringify({ error: { code: 'preview/read-only' } });
      return Promise.resolve(new Response(body, { status: 403, headers: { 'content-type': 'application/json' } }));
    }
    return send(input, init);
  };
}
