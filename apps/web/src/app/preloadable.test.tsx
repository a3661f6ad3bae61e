import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHydrating } from './hydration.tsx';
import { PartBoundary, preloadable } from './preloadable.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part with state of its own: a tap on it counts. */
function Counter() {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      taps {taps}
    </button>
  );
}

describe('PartBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('is not in what the server draws, so a drawn part hydrates with the page and answers a tap', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = preloadable('test-counter', async () => Counter);
    // The server loads what it draws; the browser loads the parts the server named before hydrating.
    await Part.preload();
    const page = (
      <main>
        <p>page</p>
        <PartBoundary fallback={<p>loading</p>}>
          <Part />
        </PartBoundary>
      </main>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    // No Suspense boundary in the page: React would leave its content to a pass of its own, and an
    // update reaching it before that pass hydrated it at once, in one long task.
    expect(container.innerHTML).not.toContain('<!--$');
    const drawn = container.querySelector('button');

    startHydrating();
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(container.querySelector('button')).toBe(drawn);
    await act(async () => drawn?.click());
    expect(drawn?.textContent).toBe('taps 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows its fallback in the browser's own render while the part's chunk is on its way", async () => {
    let arrive = () => {};
    const chunk = new Promise<typeof Counter>((resolve) => {
      arrive = () => resolve(Counter);
    });
    const Part = preloadable('test-late-counter', () => chunk);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <main>
          <p>page</p>
          <PartBoundary fallback={<p>loading</p>}>
            <Part />
          </PartBoundary>
        </main>,
      );
    });
    expect(container.textContent).toBe('pageloading');
    await act(async () => arrive());
    expect(container.textContent).toBe('pagetaps 0');
  });
});
