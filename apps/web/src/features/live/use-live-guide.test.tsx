import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REOPEN_MS, useLiveGuide } from './use-live-guide.ts';

/** EventSource as a browser runs it, driven by the test: `fail()` is a refused (re)connection. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  emit(type: string) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data: 'g1' }));
  }
  /** What a browser does when the server answers 503: error, and no retry of its own. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeEventSource.opened = [];
});

describe('useLiveGuide', () => {
  it('opens the stream again when the server refused it (503 while its database is away), and refetches', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveGuide('g1'), { wrapper });
    const [first] = FakeEventSource.opened;
    act(() => first?.emit('ready'));
    expect(document.documentElement.dataset.live).toBe('on');

    act(() => first?.fail());
    expect(document.documentElement.dataset.live).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(REOPEN_MS));
    expect(FakeEventSource.opened).toHaveLength(2);
    const second = FakeEventSource.opened[1];
    expect(second?.url).toBe('/api/guides/g1/events');

    // Changes made while it was closed went unheard: the page refetches once it is back.
    act(() => second?.emit('ready'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(invalidate).toHaveBeenCalled();
    unmount();
    expect(second?.readyState).toBe(FakeEventSource.CLOSED);
  });
});
