import { Autocomplete, type OptionsFilter, Stack, TextInput } from '@mantine/core';
import { MAX_SUGGESTIONS } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { BRAZILIAN_STATES, COUNTRY_KEYS, suggestPlaces } from './places.ts';
import type { StepProps } from './step-props.ts';

// Suggestions are already filtered (accents ignored, at most three): Mantine must not filter again.
const keepAll: OptionsFilter = ({ options }) => options;
// Inside the dialog, so the suggestions scroll and move with it.
const COMBOBOX_PROPS = { withinPortal: false } as const;

/** Step 3: country and Brazilian state suggested as the visitor types, and city. */
export function PlaceStep({ form, onChange }: StepProps) {
  const { t } = useTranslation();
  const countries = COUNTRY_KEYS.map((key) => t(key));
  return (
    <Stack gap="sm">
      <Autocomplete
        label={t('auth.field.country')}
        placeholder={t('auth.field.type_to_search')}
        autoComplete="off"
        data={suggestPlaces(countries, form.country)}
        filter={keepAll}
        limit={MAX_SUGGESTIONS}
        comboboxProps={COMBOBOX_PROPS}
        value={form.country}
        onChange={(value) => onChange('country', value)}
        data-autofocus
        data-testid="register-country"
      />
      <Autocomplete
        label={t('auth.field.state')}
        placeholder={t('auth.field.type_to_search')}
        autoComplete="off"
        data={suggestPlaces(BRAZILIAN_STATES, form.state)}
        filter={keepAll}
        limit={MAX_SUGGESTIONS}
        comboboxProps={COMBOBOX_PROPS}
        value={form.state}
        onChange={(value) => onChange('state', value)}
        data-testid="register-state"
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
