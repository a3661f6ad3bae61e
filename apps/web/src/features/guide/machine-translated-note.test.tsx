import { MantineProvider } from '@mantine/core';
import { type Guide, guideDefaults } from '@percurso/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../../i18n/setup.ts';
import AboutGuideDialog from './about-guide-dialog.tsx';

// GuideTutorial asks for the session (useSessionUser): it is checked in the e2e spec instead.
const guide = (changes: Partial<Guide>): Guide => ({
  id: 'g1',
  name: { pt: 'Museu das Rendas', en: 'Lace Museum' },
  description: { pt: 'Um museu de rendas.', en: 'A museum of lace.' },
  type: 'Público',
  ...guideDefaults(),
  enabled: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...changes,
});

function renderAbout(shown: Guide) {
  return render(
    <MantineProvider>
      <AboutGuideDialog guide={shown} onClose={vi.fn()} onFilter={vi.fn()} />
    </MantineProvider>,
  );
}

describe('the "machine translated" note on the guide texts (issue 16)', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => cleanup());

  it('shows under the about dialog when its English text is a machine translation', async () => {
    await changeLocale('en');
    renderAbout(guide({ translationFlags: { description: { en: 'machine' } } }));
    expect(screen.getByText('A museum of lace.')).toBeTruthy();
    expect(screen.getByTestId('about-machine-translated').textContent).toBe('Machine translated');
  });

  it('does not show for a text a person wrote or reviewed, nor for a flag of a text not shown', async () => {
    await changeLocale('en');
    renderAbout(guide({ translationFlags: { description: { en: 'reviewed', fr: 'machine' } } }));
    expect(screen.getByText('A museum of lace.')).toBeTruthy();
    expect(screen.queryByTestId('about-machine-translated')).toBeNull();
    cleanup();
    // The about section's own text replaces the description: the description's flag no longer counts.
    renderAbout(
      guide({
        aboutGuide: { images: [], caption: {}, description: { en: 'Our story.' } },
        translationFlags: { description: { en: 'machine' }, 'aboutGuide.description': { en: 'human' } },
      }),
    );
    expect(screen.getByText('Our story.')).toBeTruthy();
    expect(screen.queryByTestId('about-machine-translated')).toBeNull();
  });
});
