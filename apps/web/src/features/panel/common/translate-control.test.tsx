import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadPanelMessages } from '../../../i18n/setup.ts';
import { TranslateControl } from './translate-control.tsx';

function renderControl(target: 'pt' | 'en', value: Record<string, string>) {
  const client = new QueryClient();
  client.setQueryData(['panel', 'translation'], { engine: 'libretranslate' });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/guidePanel/g1']}>
          <TranslateControl value={value} target={target} rich={false} flags={{}} onTranslated={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('TranslateControl', () => {
  beforeAll(async () => {
    await initI18n();
    await loadPanelMessages();
  });

  it('on the Portuguese tab, says Portuguese is the source instead of a disabled "Traduzir"', () => {
    renderControl('pt', { pt: '' });
    expect(screen.queryByRole('button', { name: /Traduzir/ })).toBeNull();
    expect(screen.getByText(/português é o idioma de origem/i)).toBeTruthy();
  });

  it('offers to translate another language from Portuguese', () => {
    renderControl('en', { pt: 'Casa' });
    expect(screen.getByRole('button', { name: 'Traduzir de PT' })).toBeTruthy();
  });
});
