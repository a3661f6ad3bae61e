import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { Profiler, useLayoutEffect } from 'react';
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
    expect(document.body.querySelector('dialog[open]')?.textContent).toContain('Dois');
  });

  // Mantine's Modal set its state in effects once open (portal, transitions, the title and body it
  // registers): each a render at default priority, not cut into slices, of the whole dialog; on a
  // first visit, 55 and 77 ms tasks while the app took over the page. The browser's dialog needs none.
  it('is drawn in one render when it opens, and no render follows', () => {
    const phases: string[] = [];
    act(() => {
      render(
        <MantineProvider>
          <Profiler id="tutorial" onRender={(_id, phase) => phases.push(phase)}>
            <TutorialCarousel opened onClose={vi.fn()} title="Como usar" slides={['Um']} labels={labels} />
          </Profiler>
        </MantineProvider>,
      );
    });
    expect(phases).toEqual(['mount']);
  });

  it('is a labelled dialog with the slides focused, closed by Escape, its close button, its backdrop or the browser', () => {
    const onClose = vi.fn();
    const view = render(
      <MantineProvider>
        <TutorialCarousel opened onClose={onClose} title="Como usar" slides={['Um', 'Dois']} labels={labels} />
      </MantineProvider>,
    );
    expect(view.getByRole('dialog', { name: 'Como usar' })).toBeTruthy();
    expect(document.activeElement).toBe(view.getByTestId('tutorial-carousel'));
    const dialog = view.getByRole('dialog');
    expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false);
    fireEvent.click(view.getByRole('button', { name: 'Fechar' }));
    fireEvent.click(dialog);
    fireEvent.click(view.getByText('Dois'));
    expect(onClose).toHaveBeenCalledTimes(3);
    // The browser's own close (a second Escape) counts; a close event on a dialog open again does not.
    fireEvent(dialog, new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(3);
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(4);
  });
});
