import { createFormContext } from '@mantine/form';
import type { GuideFormValues } from './guide-form.ts';

/** The guide editor's form, shared by its sections without prop drilling. */
export const [GuideFormProvider, useGuideFormContext, useGuideForm] = createFormContext<GuideFormValues>();
