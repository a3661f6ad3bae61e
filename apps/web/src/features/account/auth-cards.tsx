import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import type { ReactElement } from 'react';
import type { AuthCard } from './auth-dialog-store.ts';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { LoginCard } from './login-card.tsx';
import { PhoneCard } from './phone-card.tsx';
import { RegisterCard } from './register/register-card.tsx';
import { ResetPasswordCard } from './reset-password-card.tsx';

interface AuthCardsProps {
  card: AuthCard;
  onCardChange: (card: AuthCard) => void;
  /** The card's work is over: signed in, registered, or the account deleted. */
  onDone: () => void;
}

/**
 * The account dialog's cards (spec §2 Dialogs): login ↔ register, the password reset reached from
 * the login card, and the account deletion reached from the account menu.
 */
export function AuthCards({ card, onCardChange, onDone }: AuthCardsProps) {
  const cards: Record<AuthCard, () => ReactElement> = {
    login: () => (
      <LoginCard
        onRegister={() => onCardChange('register')}
        onForgotPassword={() => onCardChange('reset-password')}
        onPhone={() => onCardChange('phone-login')}
        onSignedIn={onDone}
      />
    ),
    register: () => <RegisterCard onLogin={() => onCardChange('login')} onRegistered={onDone} />,
    'reset-password': () => <ResetPasswordCard onLogin={() => onCardChange('login')} />,
    'delete-account': () => <DeleteAccountCard onCancel={onDone} onDeleted={onDone} />,
    'phone-login': () => phoneCard('sign-in'),
    'phone-register': () => phoneCard('sign-up'),
  };
  const phoneCard = (intent: 'sign-in' | 'sign-up') => (
    <PhoneCard
      key={intent}
      intent={intent}
      onIntentChange={(next) => onCardChange(next === 'sign-in' ? 'phone-login' : 'phone-register')}
      onOtherWays={() => onCardChange('login')}
      onDone={onDone}
    />
  );
  return cards[card]();
}

export const AUTH_CARD_TITLE_KEYS = {
  login: 'auth.login.title',
  register: 'auth.register.title',
  'reset-password': 'account.reset.title',
  'delete-account': 'account.delete.title',
  'phone-login': 'account.phone.sign_in_title',
  'phone-register': 'account.phone.register_title',
} as const satisfies Record<AuthCard, string>;
