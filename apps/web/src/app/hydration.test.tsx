import { act, lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationProvider, startHydrating, useHydrated, useMatchMedia } from './hydration.tsx';

/** A button the server draws disabled (it cannot know the session); enabled once the app has it. */
function SignIn() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      Entrar
    </button>
  );
}

describe('useHydrated', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('is false in the hydration of a part whose chunk arrives after the page hydrated, then true', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // Production React keeps a differing attribute as the server drew it; development also says so.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <HydrationProvider>
        <p>page</p>
        <Suspense fallback={null}>
          <SignIn />
        </Suspense>
      </HydrationProvider>,
    );
    expect(container.querySelector('button')?.disabled).toBe(true);

    // In the browser the part comes in a chunk of its own, which arrives once the page hydrated.
    let arrive = () => {};
    const chunk = new Promise<{ default: typeof SignIn }>((resolve) => {
      arrive = () => resolve({ default: SignIn });
    });
    const LateSignIn = lazy(() => chunk);
    startHydrating();
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationProvider>
          <p>page</p>
          <Suspense fallback={null}>
            <LateSignIn />
          </Suspense>
        </HydrationProvider>,
      );
    });
    await act(async () => arrive());
    await vi.waitFor(() => expect(container.querySelector('button')?.disabled).toBe(false));
    expect(errors).not.toHaveBeenCalled();
  });
});

/** A layout that follows the window's width (the guide's list beside its map on a desktop). */
function Layout() {
  return <p>{useMatchMedia('(min-width: 62em)') ? 'side by side' : 'stacked'}</p>;
}

describe('useMatchMedia', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('hydrates as the server drew it (no query on the server), then takes the wide window’s answer', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Layout />);
    expect(container.textContent).toBe('stacked');
    const drawn = container.querySelector('p');

    await act(async () => {
      hydrateRoot(container, <Layout />);
    });
    expect(container.textContent).toBe('side by side');
    // The server's element is kept (hydrated, not replaced), and React found nothing to correct.
    expect(container.querySelector('p')).toBe(drawn);
    expect(errors).not.toHaveBeenCalled();
  });
});
