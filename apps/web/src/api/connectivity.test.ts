import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its state is per page load). */
async function load() {
  vi.resetModules();
  const connectivity = await import('./connectivity.ts');
  const http = await import('./http.ts');
  return { ...connectivity, ...http };
}

/** The network as a Wi-Fi without a way out: every request fails until `reachable` is set. */
function network() {
  const state = { reachable: false, probes: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/livez') state.probes += 1;
      if (!state.reachable) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ status: 'ok' }), { status: 200 });
    }),
  );
  return state;
}

describe('connectivity when the browser says it is online', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is offline once a request and the probe after it get no answer, and online again when a later probe does', async () => {
    const state = network();
    const { isOnline, subscribeConnectivity, apiGet } = await load();
    const changes: boolean[] = [];
    subscribeConnectivity(() => changes.push(isOnline()));
    expect(isOnline()).toBe(true);

    await expect(apiGet('/api/session')).rejects.toThrow(TypeError);
    await vi.advanceTimersByTimeAsync(0);
    expect(isOnline()).toBe(false);
    expect(state.probes).toBe(1);

    // Still nothing: the next probes come after 2 s, then 4 s; more failed requests add none.
    await expect(apiGet('/api/engagement')).rejects.toThrow(TypeError);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(state.probes).toBe(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(state.probes).toBe(2);

    state.reachable = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(state.probes).toBe(3);
    expect(isOnline()).toBe(true);
    expect(changes).toEqual([false, true]);
  });

  it('stays online through a blip the probe finds already over', async () => {
    const state = network();
    const { isOnline, subscribeConnectivity, apiGet } = await load();
    const listener = vi.fn();
    subscribeConnectivity(listener);
    const failing = apiGet('/api/session');
    state.reachable = true;
    await expect(failing).rejects.toThrow(TypeError);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.probes).toBe(1);
    expect(isOnline()).toBe(true);
    expect(listener).not.toHaveBeenCalled();
  });

  it('takes a write that reached the server as proof it is reachable, and a cancelled request as no evidence', async () => {
    const state = network();
    const { isOnline, apiGet, apiPost } = await load();
    const cancel = new AbortController();
    cancel.abort();
    await expect(apiGet('/api/session', cancel.signal)).rejects.toThrow();
    expect(state.probes).toBe(0);

    await expect(apiGet('/api/session')).rejects.toThrow(TypeError);
    await vi.advanceTimersByTimeAsync(0);
    expect(isOnline()).toBe(false);
    state.reachable = true;
    await apiPost('/api/interactions', {});
    expect(isOnline()).toBe(true);
  });
});
