import { Group, Radio, Stack, TextInput } from '@mantine/core';
import { BIRTH_DATE_MASK, maskBirthDate } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender } from './register-form.ts';
import type { StepProps } from './step-props.ts';

const GENDER_KEYS = {
  Masculino: 'auth.gender.male',
  Feminino: 'auth.gender.female',
  Outro: 'auth.gender.other',
} as const satisfies Record<Gender, string>;

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

/** Step 2: name, birth date (##/##/####) and gender. */
export function PersonStep({ form, problems, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('auth.field.name')}
        autoComplete="name"
        required
        value={form.name}
        onChange={(event) => onChange('name', event.currentTarget.value)}
        error={
          problems.name === 'long'
            ? t('errors.user/name-too-long')
            : problems.name
              ? t('auth.field.name_empty')
              : undefined
        }
        data-autofocus
      />
      <TextInput
        label={t('auth.field.birth_date')}
        placeholder={t('auth.field.birth_date_placeholder')}
        inputMode="numeric"
        autoComplete="bday"
        required
        maxLength={BIRTH_DATE_MASK.length}
        value={form.birthDate}
        onChange={(event) => onChange('birthDate', maskBirthDate(event.currentTarget.value))}
        error={problems.birthDate ? t('auth.field.birth_date_invalid') : undefined}
      />
      <Radio.Group
        label={t('auth.field.gender')}
        required
        value={form.gender}
        onChange={(value) => onChange('gender', isGender(value) ? value : '')}
        error={problems.gender ? t('auth.field.gender_empty') : undefined}
      >
        <Group gap="lg" mt={6}>
          {GENDERS.map((gender) => (
            <Radio key={gender} value={gender} label={t(GENDER_KEYS[gender])} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
