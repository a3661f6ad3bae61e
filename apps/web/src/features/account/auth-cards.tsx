import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import type { AuthCard } from './auth-dialog-store.ts';
import { LoginCard } from './login-card.tsx';
import { RegisterCard } from './register/register-card.tsx';

interface AuthCardsProps {
  card: AuthCard;
  onCardChange: (card: AuthCard) => void;
  /** The visitor is now signed in with a registered account. */
  onDone: () => void;
}

/** The login card and the register card, toggling between the two (spec §2 Dialogs). */
export function AuthCards({ card, onCardChange, onDone }: AuthCardsProps) {
  return card === 'login' ? (
    <LoginCard onRegister={() => onCardChange('register')} onSignedIn={onDone} />
  ) : (
    <RegisterCard onLogin={() => onCardChange('login')} onRegistered={onDone} />
  );
}

export const AUTH_CARD_TITLE_KEYS = { login: 'auth.login.title', register: 'auth.register.title' } as const;
