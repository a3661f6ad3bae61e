import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { PhoneIntent } from '@percurso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoints.ts';
import { ApiError } from '../../api/http.ts';
import { verifyPhoneCode } from './account-actions.ts';
import { useShowAuthError } from './use-auth-error.ts';

interface PhoneCardProps {
  intent: PhoneIntent;
  onIntentChange: (intent: PhoneIntent) => void;
  /** Back to e-mail and password. */
  onOtherWays: () => void;
  onDone: () => void;
}

/**
 * Sign-in or sign-up by SMS code (spec §4, /auth/registerPhone): number → code sent → code typed.
 * An unknown number gets 'Telefone ainda não cadastrado!' and the hint to register.
 */
export function PhoneCard({ intent, onIntentChange, onOtherWays, onDone }: PhoneCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showAuthError = useShowAuthError();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isUnregistered, setUnregistered] = useState(false);
  const [isRunning, setRunning] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setRunning(true);
    try {
      await work();
    } catch (error) {
      setUnregistered(error instanceof ApiError && error.code === 'unregistered-phone');
      showAuthError(error);
    } finally {
      setRunning(false);
    }
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api.sendPhoneCode({ phoneNumber: phone, intent });
      setUnregistered(false);
      setSentTo(phone);
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const input = { phoneNumber: phone, code, intent, ...(intent === 'sign-up' && name.trim() ? { name } : {}) };
      const user = await verifyPhoneCode(queryClient, input);
      if (!user.isAnonymous) onDone();
    });
  };

  const switchIntent = (next: PhoneIntent) => {
    setSentTo(null);
    setCode('');
    setUnregistered(false);
    onIntentChange(next);
  };

  if (sentTo !== null) {
    return (
      <form onSubmit={confirm} noValidate data-testid="phone-code-card">
        <Stack gap="md">
          <Text size="sm">{t('account.phone.code_sent', { phone: sentTo })}</Text>
          <TextInput
            label={t('account.phone.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            data-autofocus
          />
          <Button type="submit" loading={isRunning} disabled={code.trim() === ''} fullWidth radius="xl">
            {t('account.phone.verify')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
            {t('account.phone.change_number')}
          </Anchor>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={sendCode} noValidate data-testid="phone-card">
      <Stack gap="md">
        {intent === 'sign-up' && (
          <TextInput
            label={t('account.phone.name')}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        )}
        <TextInput
          label={t('account.phone.number')}
          description={t('account.phone.number_hint')}
          type="tel"
          autoComplete="tel"
          required
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          data-autofocus
        />
        {isUnregistered && (
          <Alert color="yellow" variant="light" data-testid="unregistered-phone">
            <Stack gap="xs">
              <Text size="sm">{t('errors.unregistered-phone')}</Text>
              <Text size="sm">{t('account.phone.unregistered_hint')}</Text>
            </Stack>
          </Alert>
        )}
        <Button type="submit" loading={isRunning} fullWidth radius="xl">
          {t('account.phone.send_code')}
        </Button>
        {intent === 'sign-in' ? (
          <Button variant="light" radius="xl" onClick={() => switchIntent('sign-up')} data-testid="phone-go-register">
            {t('account.phone.register_button')}
          </Button>
        ) : (
          <Anchor component="button" type="button" size="sm" ta="center" onClick={() => switchIntent('sign-in')}>
            {t('account.phone.sign_in_button')}
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onOtherWays}>
          {t('account.phone.other_ways')}
        </Anchor>
      </Stack>
    </form>
  );
}
