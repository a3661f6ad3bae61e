import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n, loadPanelMessages } from '../../../i18n/setup.ts';
import { PartnerForm, type PartnerRecord } from './partner-form.tsx';

const sponsor = (changeable: boolean): PartnerRecord => ({
  id: 'sp1',
  name: 'Café Cooperativa',
  url: 'https://example.org',
  image: '/media/logo.png',
  enabled: true,
  sharing: { otherGuides: 2, roadMaps: 1, changeable },
});

/** Records the panel's writes and answers each like the server does. */
function recordWrites() {
  const writes: Array<{ method: string; url: string }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    writes.push({ method: init.method ?? 'GET', url });
    return Response.json({ confirmation: 'sponsor-saved', sponsor: { ...sponsor(true), id: 'sp2' } });
  });
  return writes;
}

function renderForm(record: PartnerRecord, onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <MemoryRouter>
          <PartnerForm kind="sponsor" guideId="g1" record={record} onDone={onDone} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onDone;
}

describe('PartnerForm on a sponsor other guides list too', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLocale('en');
    await loadPanelMessages();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says where else it shows and, to who may not change it, saves only a copy for this guide', async () => {
    const writes = recordWrites();
    const onDone = renderForm(sponsor(false));
    expect(screen.getByTestId('sponsor-shared').textContent).toContain('Also on 2 other guides · Also on 1 road map');
    expect(screen.getByTestId('sponsor-shared').textContent).toContain('you cannot change this record');
    const save = screen.getByTestId('sponsor-save');
    expect(save.textContent).toBe('Save as a copy for this guide');
    fireEvent.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes).toEqual([{ method: 'POST', url: '/api/panel/guides/g1/sponsors/sp1/copy' }]);
  });

  it('to who may change it everywhere: saving changes the shared record, or a copy on request', async () => {
    const writes = recordWrites();
    const onDone = renderForm(sponsor(true));
    expect(screen.getByTestId('sponsor-shared').textContent).toContain(
      'Saving changes what visitors see on all of them',
    );
    fireEvent.click(screen.getByTestId('sponsor-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Save as a copy for this guide' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(writes).toEqual([
      { method: 'PATCH', url: '/api/panel/guides/g1/sponsors/sp1' },
      { method: 'POST', url: '/api/panel/guides/g1/sponsors/sp1/copy' },
    ]);
  });
});
