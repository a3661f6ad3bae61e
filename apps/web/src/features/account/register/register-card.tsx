import { Anchor, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/http.ts';
import { clearWarnings, showWarning } from '../../../ui/show-warning.ts';
import { registerWithEmail } from '../account-actions.ts';
import { useShowAuthError } from '../use-auth-error.ts';
import { AccountStep } from './account-step.tsx';
import { PersonStep } from './person-step.tsx';
import { PlaceStep } from './place-step.tsx';
import {
  checkAccountStep,
  checkPersonStep,
  checkPlaceStep,
  EMPTY_REGISTER_FORM,
  hasProblems,
  type RegisterField,
  type RegisterForm,
  type StepProblems,
  toProfileInput,
  toSignUpInput,
} from './register-form.ts';

const STEP_CHECKS = [checkAccountStep, checkPersonStep, checkPlaceStep] as const;
const LAST_STEP = STEP_CHECKS.length - 1;
const FIRST_STEP_CODES: readonly string[] = [
  'auth/email-already-exists',
  'auth/email-already-in-use',
  'auth/invalid-email',
  'auth/weak-password',
  'different-passwords',
];

interface RegisterCardProps {
  onLogin: () => void;
  onRegistered: () => void;
}

/** Register in three steps (spec §4): access, about you, place; then sign up. */
export function RegisterCard({ onLogin, onRegistered }: RegisterCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showAuthError = useShowAuthError();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<RegisterForm>(EMPTY_REGISTER_FORM);
  const [problems, setProblems] = useState<StepProblems>({});
  const [isRunning, setRunning] = useState(false);

  const handleChange = <Field extends RegisterField>(field: Field, value: RegisterForm[Field]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _solved, ...rest }) => rest);
  };

  const register = async () => {
    setRunning(true);
    try {
      const user = await registerWithEmail(queryClient, toSignUpInput(form), toProfileInput(form));
      if (!user.isAnonymous) onRegistered();
    } catch (error) {
      showAuthError(error);
      // The e-mail or password the server refused are on the first step, with the message under the field.
      if (isApiError(error) && FIRST_STEP_CODES.includes(error.code)) {
        setStep(0);
        if (error.code === 'auth/email-already-exists') setProblems({ email: 'taken' });
        if (error.code === 'different-passwords') setProblems({ confirmation: 'different' });
      }
      if (isApiError(error, 'terms-not-accepted')) setProblems({ termsAndPolicyCheck: 'empty' });
    } finally {
      setRunning(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = STEP_CHECKS[step]?.(form) ?? {};
    setProblems(found);
    if (hasProblems(found)) {
      showWarning(t('auth.fill_all_fields'));
      return;
    }
    clearWarnings();
    if (step < LAST_STEP) setStep(step + 1);
    else void register();
  };

  const stepProps = { form, problems, onChange: handleChange };
  return (
    <form onSubmit={handleSubmit} noValidate data-testid="register-card" aria-busy={isRunning}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auth.register.subtitle')}
        </Text>
        <Stepper active={step} size="xs" allowNextStepsSelect={false} onStepClick={isRunning ? undefined : setStep}>
          <Stepper.Step label={t('auth.register.step_account')} data-testid="register-step-1">
            <AccountStep {...stepProps} />
          </Stepper.Step>
          <Stepper.Step label={t('auth.register.step_person')} data-testid="register-step-2">
            <PersonStep {...stepProps} />
          </Stepper.Step>
          <Stepper.Step label={t('auth.register.step_place')} loading={isRunning} data-testid="register-step-3">
            <PlaceStep {...stepProps} />
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between" gap="sm">
          <Button variant="default" radius="xl" disabled={step === 0 || isRunning} onClick={() => setStep(step - 1)}>
            {t('common.back')}
          </Button>
          <Button type="submit" radius="xl" loading={isRunning} data-testid="register-next">
            {step < LAST_STEP ? t('common.next') : t('auth.register.submit')}
          </Button>
        </Group>
        <Text size="sm" ta="center">
          {t('auth.register.has_account')}{' '}
          <Anchor
            component="button"
            type="button"
            fw={600}
            c="var(--mantine-primary-color-filled)"
            onClick={onLogin}
            data-testid="go-login"
          >
            {t('auth.register.go_login')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
