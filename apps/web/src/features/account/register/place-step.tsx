import { Checkbox, Stack, TextInput } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { TERMS_LINKS } from '../terms-links.tsx';
import { PlaceAutocomplete } from './place-autocomplete.tsx';
import type { StepProps } from './step-props.ts';

/** Step 3: country and Brazilian state suggested as the visitor types, city, and the consent to the terms. */
export function PlaceStep({ form, problems, onChange }: StepProps) {
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
      <Checkbox
        mt="xs"
        checked={form.termsAndPolicyCheck}
        onChange={(event) => onChange('termsAndPolicyCheck', event.currentTarget.checked)}
        label={<Trans i18nKey="account.profile.terms" components={TERMS_LINKS} />}
        error={problems.termsAndPolicyCheck ? t('errors.terms-not-accepted') : undefined}
        data-testid="register-terms"
      />
    </Stack>
  );
}
