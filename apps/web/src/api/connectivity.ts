/**
 * Whether the server can be reached, as the app shows it ("Sem conexão") and as the outbox decides
 * when to send. `navigator.onLine` alone is not enough: it says `true` on a museum's Wi-Fi that
 * has no way out (or behind a captive portal), and Chromium reports it `true` in a page the
 * service worker served offline. So a request that fails on the network is evidence too: the app
 * then asks the server's `/livez` (never cached by the service worker) at once, and again after
 * 2, 4, 8 and then every 10 seconds, until it answers or the browser says it is back online.
 */

const FIRST_PROBE_MS = 2_000;
const MAX_PROBE_MS = 10_000;
/** The process's liveness answer: no database call, no cache (health.routes.ts). */
const PROBE_PATH = '/livez';

let unreachable = false;
let probing = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeMs = FIRST_PROBE_MS;
let listening = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  notify();
}

/** Whether requests to the server can be expected to arrive now. */
export function isOnline(): boolean {
  return navigator.onLine && !unreachable;
}

/** Follows every change of `isOnline()` (the browser's events and the probes' answers). */
export function subscribeConnectivity(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => {
    // The browser's word is taken; a request that fails again says otherwise.
    clearTimeout(probeTimer);
    probeMs = FIRST_PROBE_MS;
    unreachable = false;
    notify();
  });
  window.addEventListener('offline', notify);
}

async function probe(): Promise<void> {
  if (probing) return;
  probing = true;
  clearTimeout(probeTimer);
  let answered = false;
  try {
    answered = (await fetch(PROBE_PATH, { method: 'GET', cache: 'no-store' })).ok;
  } catch {
    answered = false;
  } finally {
    probing = false;
  }
  if (answered) {
    probeMs = FIRST_PROBE_MS;
    setUnreachable(false);
    return;
  }
  setUnreachable(true);
  // Offline by the browser's own word: its 'online' event says when to look again.
  if (!navigator.onLine) return;
  probeTimer = setTimeout(() => void probe(), probeMs);
  probeMs = Math.min(probeMs * 2, MAX_PROBE_MS);
}

/** A request to our server failed on the network (no answer at all): find out whether it is reachable. */
export function reportNetworkFailure(): void {
  listen();
  // Already known: the scheduled probe looks again.
  if (!navigator.onLine || unreachable) return;
  void probe();
}

/** A write reached the server (writes never come from a cache): it is reachable. */
export function reportServerAnswer(): void {
  if (!unreachable) return;
  clearTimeout(probeTimer);
  probeMs = FIRST_PROBE_MS;
  setUnreachable(false);
}
