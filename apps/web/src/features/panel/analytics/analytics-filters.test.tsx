import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadPanelMessages } from '../../../i18n/setup.ts';
import { analyticsSearch } from './analytics-api.ts';
import { AnalyticsFilterBar, defaultRange, readFilters, useAnalyticsFilters } from './analytics-filters.tsx';

function Harness() {
  const [filters, setFilters] = useAnalyticsFilters();
  const location = useLocation();
  return (
    <>
      <AnalyticsFilterBar
        value={filters}
        onChange={setFilters}
        journeys={[
          { value: 'j1', label: 'Ciclo do açúcar' },
          { value: 'j2', label: 'Ciclo do café' },
        ]}
      />
      <output data-testid="search">{location.search}</output>
      <output data-testid="api">{analyticsSearch(filters, true)}</output>
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[url]}>
        <Harness />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('the dashboard filters', () => {
  beforeAll(async () => {
    await initI18n();
    await loadPanelMessages();
  });

  it('default to the last 30 days, today included, across a month and a year end', () => {
    expect(defaultRange(new Date(2026, 10, 25, 23, 30))).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(defaultRange(new Date(2026, 0, 10))).toEqual({ from: '2025-12-12', to: '2026-01-10' });
  });

  it('read the period and journey from the address, ignoring malformed days', () => {
    const today = new Date(2026, 10, 25);
    expect(readFilters(new URLSearchParams('from=2026-01-01&to=2026-03-31&journey=j2'), today)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      journeyId: 'j2',
    });
    expect(readFilters(new URLSearchParams('from=ontem&to=2026-13'), today)).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
      journeyId: undefined,
    });
  });

  it('show the default range and send it, with no journey, to the API', () => {
    renderAt('/guidePanel/g1/analytics');
    const range = defaultRange();
    expect(input('analytics-from').value).toBe(range.from);
    expect(input('analytics-to').value).toBe(range.to);
    expect(screen.getByTestId('api').textContent).toBe(`from=${range.from}&to=${range.to}`);
  });

  it('put a changed day in the address (bookmarkable) and in the API query', () => {
    renderAt('/guidePanel/g1/analytics?from=2026-01-01&to=2026-03-31');
    fireEvent.change(input('analytics-to'), { target: { value: '2026-02-28' } });
    expect(screen.getByTestId('search').textContent).toBe('?from=2026-01-01&to=2026-02-28');
    expect(screen.getByTestId('api').textContent).toBe('from=2026-01-01&to=2026-02-28');
  });

  it('narrow the API query to the chosen journey and keep it in the address', () => {
    renderAt('/guidePanel/g1/analytics?from=2026-01-01&to=2026-03-31&journey=j2');
    expect(input('analytics-journey').value).toBe('Ciclo do café');
    expect(screen.getByTestId('api').textContent).toBe('from=2026-01-01&to=2026-03-31&journeyId=j2');
  });

  it('refuse a reversed period where it is typed', () => {
    renderAt('/guidePanel/g1/analytics?from=2026-03-01&to=2026-03-31');
    fireEvent.change(input('analytics-from'), { target: { value: '2026-04-15' } });
    expect(screen.getByText('A data inicial deve vir antes da final.')).toBeTruthy();
  });
});
