import { Text, TextInput } from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../register/place-autocomplete.tsx';
import { stateName } from '../register/places.ts';
import { maskCep, type ProfileForm } from './profile-form.ts';
import type { ProfileFieldsProps } from './profile-section.tsx';
import { type PostalCodeStatus, usePostalCodeLookup } from './use-postal-code-lookup.ts';

const STATUS_KEYS: Partial<Record<PostalCodeStatus, MessageKey>> = {
  found: 'account.profile.cep_found',
  'not-found': 'errors.postal-code/not-found',
  unavailable: 'errors.postal-code/unavailable',
};

/** CEP (the lookup fills city and state), country, state and city. */
export function PlaceFields({ form, onChange }: ProfileFieldsProps<ProfileForm>) {
  const { t } = useTranslation();
  const { status, lookUp } = usePostalCodeLookup((address) => {
    onChange('city', address.city);
    onChange('state', stateName(address.state));
  });
  const statusKey = STATUS_KEYS[status];
  const isFailure = status === 'not-found' || status === 'unavailable';

  return (
    <>
      <TextInput
        label={t('account.profile.cep')}
        description={t('account.profile.cep_hint')}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        maxLength={9}
        value={form.cep}
        onChange={(event) => {
          const cep = maskCep(event.currentTarget.value);
          onChange('cep', cep);
          void lookUp(cep);
        }}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        error={isFailure && statusKey ? t(statusKey) : undefined}
        rightSection={status === 'looking-up' ? '…' : undefined}
        data-testid="profile-cep"
      />
      {status === 'found' && statusKey && (
        <Text size="xs" c="teal.8" mt={-6} role="status" data-testid="profile-cep-found">
          {t(statusKey)}
        </Text>
      )}
      <PlaceAutocomplete kind="country" value={form.country} onChange={(value) => onChange('country', value)} />
      <PlaceAutocomplete kind="state" value={form.state} onChange={(value) => onChange('state', value)} />
      <TextInput
        label={t('auth.field.city')}
        autoComplete="address-level2"
        value={form.city}
        onChange={(event) => onChange('city', event.currentTarget.value)}
      />
    </>
  );
}
