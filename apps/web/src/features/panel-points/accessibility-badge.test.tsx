import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadPanelMessages } from '../../i18n/setup.ts';
import { AccessibilitySummary } from './accessibility-badge.tsx';

const empty = { audio: {}, audioTranscript: {}, medias: [], sections: [], signLanguageVideos: [] };

describe('AccessibilitySummary', () => {
  beforeAll(async () => {
    await initI18n();
    await loadPanelMessages();
  });

  it('does not call an empty new point 100% accessible', () => {
    render(
      <MantineProvider>
        <AccessibilitySummary point={empty} />
      </MantineProvider>,
    );
    expect(screen.queryByText(/100\s?%/)).toBeNull();
    expect(screen.getByText('Acessibilidade: nada a verificar')).toBeTruthy();
  });

  it('scores a point with an image without its text alternative', () => {
    render(
      <MantineProvider>
        <AccessibilitySummary point={{ ...empty, medias: [{ fileType: 'image', url: '/media/a.png' }] }} />
      </MantineProvider>,
    );
    expect(screen.getByText('Acessibilidade 0%')).toBeTruthy();
  });
});
