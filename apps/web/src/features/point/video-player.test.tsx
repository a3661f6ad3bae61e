import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, initI18n } from '../../i18n/setup.ts';
import { loadVideoMessages } from '../../i18n/video-messages.ts';
import VideoPlayer from './video-player.tsx';

function renderPlayer() {
  return render(
    <MantineProvider>
      <VideoPlayer src="/media/moenda.mp4" caption="Moenda" tracks={[]} shown={undefined} testId="video" />
    </MantineProvider>,
  );
}

describe('VideoPlayer', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(cleanup);

  it("reads the volume out in the visitor's language", async () => {
    await loadVideoMessages();
    renderPlayer();
    expect(screen.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext')).toBe('100%');
    cleanup();

    await changeLocale('fr');
    await loadVideoMessages();
    renderPlayer();
    // French puts a narrow no-break space before the sign, as Intl.NumberFormat does.
    expect(screen.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext')).toBe('100\u202f%');
    await changeLocale('pt-BR');
  });
});
