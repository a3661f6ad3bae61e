import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DeleteAccountInput, DeleteAccountMethod } from '@percurso/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/endpoints.ts';
import { errorNotice } from '../../api/error-messages.ts';
import { PATHS } from '../../app/guard/routes.ts';
import { deleteAccount } from './account-actions.ts';
import { accountApi, DELETE_ACCOUNT_HASH } from './account-api.ts';

interface DeleteAccountCardProps {
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * Spec §4 account deletion: re-authenticate, delete, carry on as a new anonymous visitor on the
 * guide selection. With a password ('Senha incorreta' when wrong); accounts without one prove it
 * with a fresh SMS code (phone) or a sign-in with their provider in the last 5 minutes (social).
 */
export function DeleteAccountCard({ onCancel, onDeleted }: DeleteAccountCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const method = useQuery({
    queryKey: ['account', 'delete-method'],
    queryFn: ({ signal }) => accountApi.deleteMethod(signal),
    staleTime: 0,
    gcTime: 0,
  });
  const [secret, setSecret] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isRunning, setRunning] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  const showProblem = (error: unknown) => {
    const notice = errorNotice(error);
    setProblem(notice.code === undefined ? t(notice.key) : `${t(notice.key)} (${notice.code})`);
  };

  const submit = async (input: DeleteAccountInput) => {
    setRunning(true);
    try {
      await deleteAccount(queryClient, input);
      notifications.show({ color: 'teal', message: t('account.delete.done'), withBorder: true });
      onDeleted();
      void navigate(PATHS.guideSelection);
    } catch (error) {
      showProblem(error);
      setRunning(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const kind = method.data?.method;
    if (!kind) return;
    if (kind === 'password') {
      if (secret === '') return setProblem(t('auth.field.password_empty'));
      return void submit({ password: secret });
    }
    if (kind === 'phone-code') {
      if (secret.trim() === '') return setProblem(t('errors.auth/invalid-verification-code'));
      return void submit({ code: secret.trim() });
    }
    return void submit({});
  };

  const sendCode = async () => {
    setRunning(true);
    try {
      await accountApi.sendDeletionCode();
      setCodeSentTo(method.data?.phone ?? '');
      setProblem(null);
    } catch (error) {
      showProblem(error);
    } finally {
      setRunning(false);
    }
  };

  const submitButton = (
    <Button type="submit" color="red" radius="xl" loading={isRunning} data-testid="delete-account-submit">
      {t('account.delete.submit')}
    </Button>
  );

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="delete-account-card">
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('account.delete.warning')}
        </Alert>
        {method.isPending ? (
          <Loader mx="auto" aria-label={t('common.loading')} />
        ) : method.isError ? (
          <Text c="red" role="alert">
            {t(errorNotice(method.error).key)}
          </Text>
        ) : method.data.method === 'password' ? (
          <PasswordInput
            label={t('account.delete.confirm_password')}
            autoComplete="current-password"
            required
            value={secret}
            onChange={(event) => {
              setSecret(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem ?? undefined}
            data-autofocus
          />
        ) : method.data.method === 'phone-code' ? (
          <PhoneCodeStep
            phone={method.data.phone ?? ''}
            codeSentTo={codeSentTo}
            code={secret}
            problem={problem}
            isRunning={isRunning}
            onCode={(value) => {
              setSecret(value);
              setProblem(null);
            }}
            onSend={sendCode}
          />
        ) : (
          <RecentSignInStep method={method.data} problem={problem} onProblem={showProblem} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" radius="xl" onClick={onCancel}>
            {t('account.delete.cancel')}
          </Button>
          {method.data &&
            (method.data.method === 'password' ||
              (method.data.method === 'phone-code' && codeSentTo !== null) ||
              (method.data.method === 'recent-sign-in' && method.data.recentSignIn)) &&
            submitButton}
        </Group>
      </Stack>
    </form>
  );
}

interface PhoneCodeStepProps {
  phone: string;
  codeSentTo: string | null;
  code: string;
  problem: string | null;
  isRunning: boolean;
  onCode: (code: string) => void;
  onSend: () => void;
}

/** Phone-only accounts: a new SMS code to the account's own number, typed here. */
function PhoneCodeStep({ phone, codeSentTo, code, problem, isRunning, onCode, onSend }: PhoneCodeStepProps) {
  const { t } = useTranslation();
  if (codeSentTo === null) {
    return (
      <Stack gap="sm">
        <Text>{t('account.delete.phone_intro', { phone })}</Text>
        {problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Button variant="light" radius="xl" loading={isRunning} onClick={onSend} data-testid="delete-account-send-code">
          {t('account.delete.send_code')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('account.delete.code_sent', { phone: codeSentTo })}
      </Text>
      <TextInput
        label={t('account.delete.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => onCode(event.currentTarget.value.replace(/\D/g, ''))}
        error={problem ?? undefined}
        data-autofocus
        data-testid="delete-account-code"
      />
    </Stack>
  );
}

interface RecentSignInStepProps {
  method: DeleteAccountMethod;
  problem: string | null;
  onProblem: (error: unknown) => void;
}

/** Social-only accounts: a sign-in with the provider in the last 5 minutes proves the owner. */
function RecentSignInStep({ method, problem, onProblem }: RecentSignInStepProps) {
  const { t } = useTranslation();
  const [isLeaving, setLeaving] = useState(false);
  const { data } = useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => api.signInProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const providers = (data?.providers ?? []).filter((provider) => method.providers.includes(provider.id));
  const names = providers.map((provider) => provider.name).join(', ') || method.providers.join(', ');

  const signInAgain = async (id: string) => {
    setLeaving(true);
    try {
      const { url } = await accountApi.signInWithProvider(id, `${PATHS.profile}${DELETE_ACCOUNT_HASH}`);
      window.location.assign(url);
    } catch (error) {
      onProblem(error);
      setLeaving(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text>
        {t(method.recentSignIn ? 'account.delete.social_recent' : 'account.delete.social_again', { provider: names })}
      </Text>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      {!method.recentSignIn &&
        providers.map((provider) => (
          <Button
            key={provider.id}
            variant="light"
            radius="xl"
            loading={isLeaving}
            onClick={() => signInAgain(provider.id)}
            data-testid={`delete-account-reauth-${provider.id}`}
          >
            {t('account.delete.sign_in_again', { provider: provider.name })}
          </Button>
        ))}
    </Stack>
  );
}
