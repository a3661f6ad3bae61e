import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@percurso/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/endpoints.ts';
import { errorNotice } from '../../api/error-messages.ts';
import { PATHS } from '../../app/guard/routes.ts';
import { checkNewPassword } from './new-password.ts';

/** Where the login page learns that it follows a password reset (it shows a success message). */
export const PASSWORD_RESET_STATE = { isPasswordReset: true } as const;
/** The login page opens on the reset card: the visitor asks for a new link. */
const REQUEST_AGAIN_STATE = { card: 'reset-password' } as const;

/**
 * /auth/reset-password?token=…: the link of the reset e-mail. The visitor chooses a new password
 * (≥ 6 characters, confirmed) and lands on the login page; a used or expired token shows why.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isChecked, setChecked] = useState(false);
  const [isRunning, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(token === '' ? t('errors.auth/invalid-action-code') : null);
  const problems = checkNewPassword(newPassword, confirmation);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.password || problems.confirmation) return;
    setRunning(true);
    try {
      await api.resetPassword({ newPassword, token });
      void navigate(PATHS.login, { state: PASSWORD_RESET_STATE });
    } catch (error) {
      const notice = errorNotice(error);
      setFailure(notice.code === undefined ? t(notice.key) : `${t(notice.key)} (${notice.code})`);
      setRunning(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="reset-password-page">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('account.new_password.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.new_password.subtitle')}
        </Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="reset-password-error">
            <Stack gap={6} align="flex-start">
              <span>{failure}</span>
              <Anchor
                component={Link}
                to={PATHS.login}
                state={REQUEST_AGAIN_STATE}
                size="sm"
                fw={600}
                c="red.8"
                underline="always"
              >
                {t('account.new_password.request_again')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <PasswordInput
          label={t('account.new_password.title')}
          description={t('auth.field.password_hint')}
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
          error={isChecked && problems.password ? t('errors.auth/weak-password') : undefined}
          disabled={token === ''}
          data-autofocus
        />
        <PasswordInput
          label={t('auth.field.confirmation')}
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          error={
            confirmation !== '' || isChecked
              ? problems.confirmation
                ? t('auth.field.passwords_must_match')
                : undefined
              : undefined
          }
          disabled={token === ''}
        />
        <Button
          type="submit"
          loading={isRunning}
          disabled={token === ''}
          fullWidth
          radius="xl"
          data-testid="new-password-submit"
        >
          {t('account.new_password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
