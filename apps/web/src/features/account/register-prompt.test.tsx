import { MantineProvider } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { initI18n } from '../../i18n/setup.ts';
import { watchAnonymousErrors } from './anonymous-errors.ts';
import { closeAuthDialog, useAuthDialogCard } from './auth-dialog-store.ts';
import { RegisterPrompt } from './register-prompt.tsx';

function renderPrompt(onChoose?: () => void) {
  const card = renderHook(() => useAuthDialogCard());
  render(
    <MantineProvider>
      <RegisterPrompt onChoose={onChoose} />
    </MantineProvider>,
  );
  return card;
}

describe('RegisterPrompt', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('says why to register and opens the register card, after closing what it is in', () => {
    closeAuthDialog();
    const onChoose = vi.fn();
    const card = renderPrompt(onChoose);
    expect(screen.getByText(/salvar seu progresso, colecionar emblemas e concorrer a prêmios/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(onChoose).toHaveBeenCalledOnce();
    card.rerender();
    expect(card.result.current).toBe('register');
  });

  it('opens the sign-in card from "Já tenho conta"', () => {
    closeAuthDialog();
    const card = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Já tenho conta' }));
    card.rerender();
    expect(card.result.current).toBe('login');
  });
});

describe('watchAnonymousErrors', () => {
  it('prompts when a query or mutation is refused with auth/anonymous-not-allowed, and only then', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onRefused = vi.fn();
    const stop = watchAnonymousErrors(queryClient, onRefused);

    await queryClient
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError('not-found', 404)) })
      .catch(() => undefined);
    expect(onRefused).not.toHaveBeenCalled();

    const refused = () => Promise.reject(new ApiError('auth/anonymous-not-allowed', 403));
    await queryClient.fetchQuery({ queryKey: ['y'], queryFn: refused }).catch(() => undefined);
    expect(onRefused).toHaveBeenCalledTimes(1);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: refused })
      .execute(undefined)
      .catch(() => undefined);
    expect(onRefused).toHaveBeenCalledTimes(2);

    stop();
    await queryClient.fetchQuery({ queryKey: ['z'], queryFn: refused }).catch(() => undefined);
    expect(onRefused).toHaveBeenCalledTimes(2);
  });
});
