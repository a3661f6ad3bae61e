import { createFormContext } from '@mantine/form';
import { fieldFlagProps } from '../common/translation-flags.ts';
import type { GuideFormValues } from './guide-form.ts';

/** The guide editor's form, shared by its sections without prop drilling. */
export const [GuideFormProvider, useGuideFormContext, useGuideForm] = createFormContext<GuideFormValues>();

/** The flag props of the guide's four-language fields, by field name ('name', 'aboutGuide.caption'). */
export function useGuideFlagProps() {
  const form = useGuideFormContext();
  return (field: string) =>
    fieldFlagProps(
      () => form.getValues().translationFlags,
      field,
      (next) => form.setFieldValue('translationFlags', next),
    );
}
