import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http.ts';
import { initI18n } from '../../../i18n/setup.ts';
import { socialErrorMessage } from '../social-sign-in-error.ts';
import { RegisterCard } from './register-card.tsx';

const registerWithEmail = vi.fn();
vi.mock('../account-actions.ts', () => ({ registerWithEmail: (...args: unknown[]) => registerWithEmail(...args) }));

function renderCard() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <RegisterCard onLogin={() => undefined} onRegistered={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const type = (label: RegExp, value: string) => {
  const field = screen.getAllByLabelText(label)[0];
  if (!field) throw new Error(`no field ${label}`);
  fireEvent.change(field, { target: { value } });
};
const next = () => fireEvent.click(screen.getByTestId('register-next'));

/** Steps 1 and 2 filled in, on step 3. */
function fillFirstSteps(email = 'ana@example.com') {
  type(/^E-?mail/i, email);
  type(/^Senha/i, 'segredo1');
  type(/^Confirmação de senha/i, 'segredo1');
  next();
  type(/^Nome/i, 'Ana');
  type(/^Data de nascimento/i, '31/12/1990');
  fireEvent.click(screen.getByRole('radio', { name: 'Feminino' }));
  next();
}

describe('RegisterCard (spec §3 consent, §8 messages)', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('says "Campo "confirmação de senha" diferente da senha!" when the confirmation differs', () => {
    renderCard();
    type(/^Senha/i, 'segredo1');
    type(/^Confirmação de senha/i, 'segredo2');
    expect(screen.getByText('Campo "confirmação de senha" diferente da senha!')).toBeTruthy();
  });

  it('does not register without the terms and privacy consent, then sends it', async () => {
    registerWithEmail.mockReset().mockResolvedValue({ isAnonymous: false });
    renderCard();
    fillFirstSteps();
    next();
    expect(
      await screen.findAllByText('Aceite os Termos de uso e a Política de privacidade para se cadastrar.'),
    ).not.toHaveLength(0);
    expect(registerWithEmail).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('register-terms'));
    next();
    await waitFor(() => expect(registerWithEmail).toHaveBeenCalledOnce());
    expect(registerWithEmail.mock.calls[0]?.[1]).toMatchObject({ confirmation: 'segredo1', termsAndPolicyCheck: true });
  });

  it('goes back to the e-mail with "O e-mail fornecido já está em uso por outro usuário!" when it is taken', async () => {
    registerWithEmail.mockReset().mockRejectedValue(new ApiError('auth/email-already-exists', 409));
    renderCard();
    fillFirstSteps('usado@example.com');
    fireEvent.click(screen.getByTestId('register-terms'));
    next();
    expect(await screen.findAllByText('O e-mail fornecido já está em uso por outro usuário!')).not.toHaveLength(0);
    expect((screen.getAllByLabelText(/^E-?mail/i)[0] as HTMLInputElement).value).toBe('usado@example.com');
  });
});

describe('social sign-in errors', () => {
  it('says the e-mail was not validated when the provider account could not be joined', () => {
    expect(socialErrorMessage('account_not_linked')).toEqual({
      message: 'errors.auth/email-not-validated',
      caption: 'auth.email_not_validated_hint',
    });
    expect(socialErrorMessage('state_not_found').message).toBe('errors.auth/internal-error');
  });
});
