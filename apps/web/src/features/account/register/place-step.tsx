import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from './place-autocomplete.tsx';
import type { StepProps } from './step-props.ts';

/** Step 3: country and Brazilian state suggested as the visitor types, and city. */
export function PlaceStep({ form, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PlaceAutocomplete
        kind="country"
        value={form.country}
        onChange={(value) => onChange('country', value)}
        isInDialog
        autoFocus
        testId="register-country"
      />
      <PlaceAutocomplete
        kind="state"
        value={form.state}
        onChange={(value) => onChange('state', value)}
        isInDialog
        testId="register-state"
      />
      <TextInput
        label={t('auth.field.city')}
        autoComplete="address-level2"
        value={form.city}
        onChange={(event) => onChange('city', event.currentTarget.value)}
      />
    </Stack>
  );
}
