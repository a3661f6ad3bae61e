import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './step-props.ts';

/** Step 1: e-mail, password and its confirmation. */
export function AccountStep({ form, problems, onChange }: StepProps) {
  const { t } = useTranslation();
  const isDifferent = form.confirmation !== '' && form.confirmation !== form.password;
  const mustMatch = t('auth.field.passwords_must_match');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={(event) => onChange('email', event.currentTarget.value)}
        error={
          problems.email === 'empty'
            ? t('auth.field.email_empty')
            : problems.email === 'invalid'
              ? t('errors.auth/invalid-email')
              : problems.email === 'taken'
                ? t('errors.auth/email-already-exists')
                : undefined
        }
        data-autofocus
      />
      <PasswordInput
        label={t('auth.field.password')}
        autoComplete="new-password"
        required
        description={t('auth.field.password_hint')}
        value={form.password}
        onChange={(event) => onChange('password', event.currentTarget.value)}
        error={
          problems.password === 'empty'
            ? t('auth.field.password_empty')
            : problems.password === 'short'
              ? t('errors.auth/weak-password')
              : undefined
        }
      />
      <PasswordInput
        label={t('auth.field.confirmation')}
        autoComplete="new-password"
        required
        description={isDifferent || problems.confirmation ? undefined : mustMatch}
        value={form.confirmation}
        onChange={(event) => onChange('confirmation', event.currentTarget.value)}
        error={isDifferent || problems.confirmation ? t('errors.different-passwords') : undefined}
      />
    </Stack>
  );
}
