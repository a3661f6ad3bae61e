import type { RegisterField, RegisterForm, StepProblems } from './register-form.ts';

export interface StepProps {
  form: RegisterForm;
  /** Problems found when the visitor last tried to go on (empty until then). */
  problems: StepProblems;
  onChange: <Field extends RegisterField>(field: Field, value: RegisterForm[Field]) => void;
}
