import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@percurso/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoints.ts';
import { errorNotice } from '../../api/error-messages.ts';
import { showWarning } from '../../ui/show-warning.ts';

/**
 * "Esqueci minha senha" (spec §5, §8): e-mail required ('Preencher email'); the server sends the
 * reset link in the interface language and answers the same whether or not the e-mail has an account.
 */
export function ResetPasswordCard({ onLogin }: { onLogin: () => void }) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [isChecked, setChecked] = useState(false);
  const [isRunning, setRunning] = useState(false);
  const isEmpty = email.trim() === '';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (isEmpty) {
      showWarning(t('account.reset.email_empty'), undefined, TOAST_TIMEOUT_MS.warning);
      return;
    }
    setRunning(true);
    try {
      await api.requestPasswordReset({ email: email.trim(), language: i18n.language });
      notifications.show({ color: 'teal', message: t('account.reset.sent'), withBorder: true });
      onLogin();
    } catch (error) {
      const notice = errorNotice(error);
      showWarning(t('account.reset.failed', { email: email.trim() }), notice.code ?? t(notice.key));
    } finally {
      setRunning(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="reset-password-card">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('account.reset.subtitle')}
        </Text>
        <TextInput
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={isChecked && isEmpty ? t('account.reset.email_empty') : undefined}
          data-autofocus
        />
        <Button type="submit" loading={isRunning} fullWidth radius="xl" data-testid="reset-password-submit">
          {t('account.reset.submit')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="center"
          fw={600}
          c="var(--mantine-primary-color-filled)"
          onClick={onLogin}
        >
          {t('account.reset.back_to_login')}
        </Anchor>
      </Stack>
    </form>
  );
}
