import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadPanelMessages } from '../../../i18n/setup.ts';
import { GuideEnableChecklist } from './guide-enable-checklist.tsx';

function renderChecklist(maps: unknown[], savedInitialPointId: string) {
  const client = new QueryClient();
  client.setQueryData(['panel', 'guide', 'g1', 'maps'], maps);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <GuideEnableChecklist guideId="g1" savedInitialPointId={savedInitialPointId} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByTestId('guide-enable-checklist');
}

describe('GuideEnableChecklist', () => {
  beforeAll(async () => {
    await initI18n();
    await loadPanelMessages();
  });

  it('lists what switching the guide on still needs before it is tried', () => {
    const list = renderChecklist([], '');
    expect(list.textContent).toContain('Para ligar o guia falta:');
    expect(list.querySelectorAll('[data-met="false"]')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Adicionar planta ou mapa' })).toBeTruthy();
  });

  it('says the guide is ready once it has an initial point and a map', () => {
    const list = renderChecklist([{ id: 'm1' }], 'p1');
    expect(list.textContent).toContain('Tudo pronto para ligar o guia:');
    expect(list.querySelectorAll('[data-met="true"]')).toHaveLength(2);
  });
});
