import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/setup.ts';
import RatingDialog from './rating-dialog.tsx';

// The session is the account feature's business: here every write simply runs.
vi.mock('../account/index.ts', () => ({
  withVisitorSession: (_client: unknown, write: () => Promise<unknown>) => write(),
}));

beforeAll(async () => {
  await initI18n();
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(previous?: { rate: number; comment: string | null }) {
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient()}>
        <RatingDialog
          type="Ponto"
          targetId="point-1"
          guideId="guide-1"
          targetName="Moenda de cana"
          previous={
            previous && {
              id: 'r1',
              type: 'Ponto',
              targetId: 'point-1',
              guideId: 'guide-1',
              createdAt: '2026-11-01T00:00:00Z',
              ...previous,
            }
          }
          onClose={onClose}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
}

describe('the rating dialog', () => {
  it('asks about the target, sends the chosen score and comment, thanks and closes', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ rating: { id: 'r1', type: 'Ponto', targetId: 'point-1', rate: 7 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = renderDialog();
    expect(screen.getByText('De 0 a 10, quanto você recomendaria Moenda de cana?')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(11);

    fireEvent.click(screen.getByTestId('rating-send'));
    expect(await screen.findByText('Escolha uma nota de 0 a 10.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: '7' }));
    expect(screen.getByRole('radio', { name: '7' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.change(screen.getByTestId('rating-comment'), { target: { value: '  Muito bom  ' } });
    fireEvent.click(screen.getByTestId('rating-send'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ratings');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      type: 'Ponto',
      guideId: 'guide-1',
      targetId: 'point-1',
      rate: 7,
      comment: 'Muito bom',
    });
    expect(await screen.findByText('Obrigado pela sua avaliação!')).toBeTruthy();
  });

  it('starts from the earlier score and says the new one replaces it', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderDialog({ rate: 4, comment: 'Frio' });
    expect(screen.getByRole('radio', { name: '4' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Você já deu nota 4: a nova nota substitui a anterior.')).toBeTruthy();
    expect((screen.getByTestId('rating-comment') as HTMLTextAreaElement).value).toBe('Frio');
  });
});
