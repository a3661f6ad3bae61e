import { MantineProvider } from '@mantine/core';
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TutorialCarousel } from './tutorial-carousel.tsx';

const labels = { previous: 'Anterior', next: 'Próximo', start: 'Começar', close: 'Fechar' };

/** How many slides the page had when the opening commit's layout effects ran. */
let slidesAtCommit: number | undefined;
function Opener() {
  // A parent's layout effect runs after its children's, in the same commit.
  useLayoutEffect(() => {
    slidesAtCommit = document.querySelectorAll('[data-testid="tutorial-carousel"] section > div').length;
  }, []);
  return <TutorialCarousel opened onClose={vi.fn()} title="Como usar" slides={['Um', 'Dois']} labels={labels} />;
}

describe('the tutorial dialog (issue 28)', () => {
  afterEach(() => cleanup());

  // A first visit's tutorial opens while the app takes over the server's page. Drawn in a second,
  // synchronous render (Mantine's portal waits for a layout effect), it was one blocking task of
  // 0.3 s on a 4×-throttled phone; drawn in the render that opens it, that render is cut in slices.
  it('is in the page in the commit that opens it, not in a render after', () => {
    act(() => {
      render(
        <MantineProvider>
          <Opener />
        </MantineProvider>,
      );
    });
    expect(slidesAtCommit).toBe(2);
    expect(document.body.querySelector('[role="dialog"]')?.textContent).toContain('Dois');
  });
});
