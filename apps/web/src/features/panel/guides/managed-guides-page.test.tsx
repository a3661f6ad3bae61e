import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n, loadPanelMessages } from '../../../i18n/setup.ts';
import { ManagedGuidesPage } from './managed-guides-page.tsx';

const access = vi.hoisted(() => ({ mayCreate: false }));
vi.mock('../common/panel-access.ts', () => ({
  usePanelAccess: () => ({ can: (action: string) => action === 'guide.create' && access.mayCreate }),
}));

function answer(guides: Array<{ id: string }>) {
  vi.stubGlobal('fetch', async () => Response.json({ guides }));
}

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <MemoryRouter>
          <ManagedGuidesPage title="Guides" testId="page">
            {(guides) => <ul data-testid="listed">{guides.map((guide) => guide.id).join(',')}</ul>}
          </ManagedGuidesPage>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('ManagedGuidesPage', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLocale('en');
    await loadPanelMessages();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the guides and offers a new guide to who may create one', async () => {
    access.mayCreate = true;
    answer([{ id: 'g1' }, { id: 'g2' }]);
    renderPage();
    expect((await screen.findByTestId('listed')).textContent).toBe('g1,g2');
    expect(screen.getByTestId('new-guide')).toBeTruthy();
  });

  it('says there are none, without the new-guide button for who may not create', async () => {
    access.mayCreate = false;
    answer([]);
    renderPage();
    expect(await screen.findByText('No guide to manage yet.')).toBeTruthy();
    expect(screen.queryByTestId('listed')).toBeNull();
    expect(screen.queryByTestId('new-guide')).toBeNull();
  });
});
