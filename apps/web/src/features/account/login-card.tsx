import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInWithEmail } from './account-actions.ts';
import { SocialButtons } from './social-buttons.tsx';
import { useShowAuthError } from './use-auth-error.ts';

interface LoginCardProps {
  onRegister: () => void;
  onForgotPassword: () => void;
  /** Sign in with an SMS code instead. */
  onPhone: () => void;
  onSignedIn: () => void;
}

/** E-mail and password sign-in (spec §5: both required). */
export function LoginCard({ onRegister, onForgotPassword, onPhone, onSignedIn }: LoginCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showAuthError = useShowAuthError();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isChecked, setChecked] = useState(false);
  const [isRunning, setRunning] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (email.trim() === '' || password === '') return;
    setRunning(true);
    try {
      const user = await signInWithEmail(queryClient, { email, password });
      if (!user.isAnonymous) onSignedIn();
    } catch (error) {
      showAuthError(error);
    } finally {
      setRunning(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="login-card">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auth.login.subtitle')}
        </Text>
        <SocialButtons />
        <TextInput
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={isChecked && email.trim() === '' ? t('auth.field.email_empty') : undefined}
          data-autofocus
        />
        <PasswordInput
          label={t('auth.field.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={isChecked && password === '' ? t('auth.field.password_empty') : undefined}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="right"
          mt={-6}
          c="var(--mantine-primary-color-filled)"
          onClick={onForgotPassword}
          data-testid="forgot-password"
        >
          {t('account.forgot_password')}
        </Anchor>
        <Button type="submit" loading={isRunning} fullWidth radius="xl">
          {t('auth.login.submit')}
        </Button>
        <Button variant="default" fullWidth radius="xl" onClick={onPhone} data-testid="sign-in-phone">
          {t('account.phone.sign_in_option')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.login.no_account')}{' '}
          <Anchor
            component="button"
            type="button"
            fw={600}
            c="var(--mantine-primary-color-filled)"
            onClick={onRegister}
            data-testid="go-register"
          >
            {t('auth.login.go_register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
