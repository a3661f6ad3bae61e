import { act, lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationProvider, startHydrating, useHydrated } from './hydration.tsx';

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
