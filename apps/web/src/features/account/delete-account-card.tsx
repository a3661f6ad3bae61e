import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorNotice } from '../../api/error-messages.ts';
import { PATHS } from '../../app/guard/routes.ts';
import { deleteAccount } from './account-actions.ts';

interface DeleteAccountCardProps {
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * Spec §4 account deletion: re-authenticate with the password ('Senha incorreta' when wrong),
 * delete, carry on as a new anonymous visitor on the guide selection.
 */
export function DeleteAccountCard({ onCancel, onDeleted }: DeleteAccountCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isRunning, setRunning] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem(t('auth.field.password_empty'));
      return;
    }
    setRunning(true);
    try {
      await deleteAccount(queryClient, password);
      notifications.show({ color: 'teal', message: t('account.delete.done'), withBorder: true });
      onDeleted();
      void navigate(PATHS.guideSelection);
    } catch (error) {
      const notice = errorNotice(error);
      setProblem(notice.code === undefined ? t(notice.key) : `${t(notice.key)} (${notice.code})`);
      setRunning(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="delete-account-card">
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('account.delete.warning')}
        </Alert>
        <PasswordInput
          label={t('account.delete.confirm_password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem ?? undefined}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" radius="xl" onClick={onCancel}>
            {t('account.delete.cancel')}
          </Button>
          <Button type="submit" color="red" radius="xl" loading={isRunning} data-testid="delete-account-submit">
            {t('account.delete.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
