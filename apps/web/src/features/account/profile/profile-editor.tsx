import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BIRTH_DATE_MASK, GENDERS, maskBirthDate, TOAST_TIMEOUT_MS, type UserProfile } from '@percurso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../ui/show-warning.ts';
import { useProgress } from '../../progress/progress-query.ts';
import { saveProfile } from '../account-actions.ts';
import { AppFields } from './app-fields.tsx';
import { EmailVerification } from './email-verification.tsx';
import { PlaceFields } from './place-fields.tsx';
import {
  fieldOfProblem,
  formFromProfile,
  type ProfileForm,
  type ProfileProblem,
  problemOfError,
  profileInputFromForm,
} from './profile-form.ts';
import { ProfileSection } from './profile-section.tsx';

const GENDER_KEYS = {
  Masculino: 'auth.gender.male',
  Feminino: 'auth.gender.female',
  Outro: 'auth.gender.other',
} as const satisfies Record<(typeof GENDERS)[number], string>;

const PROBLEM_MESSAGES = {
  name: 'errors.user/name-required',
  nameTooLong: 'errors.user/name-too-long',
  birthDate: 'errors.birthDate-invalid',
} as const satisfies Record<ProfileProblem, string>;

const isGender = (value: string): value is (typeof GENDERS)[number] => (GENDERS as readonly string[]).includes(value);

/** The profile form of a registered user; saves with PATCH /api/me (spec §5, §8: warnings 3 s). */
export function ProfileEditor({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const progress = useProgress();
  const [form, setForm] = useState<ProfileForm>(() => formFromProfile(user));
  const [problem, setProblem] = useState<ProfileProblem | null>(null);
  const [isSaving, setSaving] = useState(false);

  const handleChange = <Field extends keyof ProfileForm>(field: Field, value: ProfileForm[Field]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (problem && field === fieldOfProblem(problem)) setProblem(null);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = profileInputFromForm(form);
    const showProblem = (found: ProfileProblem) => {
      setProblem(found);
      showWarning(t(PROBLEM_MESSAGES[found]), undefined, TOAST_TIMEOUT_MS.warning);
    };
    if ('problem' in checked) {
      showProblem(checked.problem);
      return;
    }
    setSaving(true);
    try {
      await saveProfile(queryClient, checked.input);
      notifications.show({ color: 'teal', message: t('account.profile.saved'), withBorder: true });
    } catch (error) {
      const refused = problemOfError(error);
      if (refused) showProblem(refused);
      else
        showWarning(
          t('account.profile.save_failed', { name: checked.input.name }),
          undefined,
          TOAST_TIMEOUT_MS.warning,
        );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="profile-form">
      <Stack gap="lg">
        <ProfileSection title={t('account.profile.section_person')}>
          {user.email && (
            <Text size="sm" c="dimmed" data-testid="profile-email">
              {t('auth.signed_in_as', { email: user.email })}
            </Text>
          )}
          {user.email && <EmailVerification email={user.email} isVerified={user.emailVerified} />}
          <TextInput
            label={t('auth.field.name')}
            autoComplete="name"
            required
            value={form.name}
            onChange={(event) => handleChange('name', event.currentTarget.value)}
            error={problem === 'name' || problem === 'nameTooLong' ? t(PROBLEM_MESSAGES[problem]) : undefined}
          />
          <TextInput
            label={t('auth.field.birth_date')}
            placeholder={t('auth.field.birth_date_placeholder')}
            inputMode="numeric"
            autoComplete="bday"
            maxLength={BIRTH_DATE_MASK.length}
            value={form.birthDate}
            onChange={(event) => handleChange('birthDate', maskBirthDate(event.currentTarget.value))}
            error={problem === 'birthDate' ? t('auth.field.birth_date_invalid') : undefined}
          />
          <Radio.Group
            label={t('auth.field.gender')}
            value={form.gender}
            onChange={(value) => handleChange('gender', isGender(value) ? value : '')}
          >
            <Group gap="lg" mt={6}>
              {GENDERS.map((gender) => (
                <Radio key={gender} value={gender} label={t(GENDER_KEYS[gender])} />
              ))}
            </Group>
          </Radio.Group>
        </ProfileSection>
        <ProfileSection title={t('account.profile.section_place')}>
          <PlaceFields form={form} onChange={handleChange} />
        </ProfileSection>
        <ProfileSection title={t('account.profile.section_app')}>
          <AppFields form={form} onChange={handleChange} level={progress?.experienceLevel ?? user.experienceLevel} />
        </ProfileSection>
        <Button type="submit" size="md" radius="xl" loading={isSaving} data-testid="profile-save">
          {t('account.profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
