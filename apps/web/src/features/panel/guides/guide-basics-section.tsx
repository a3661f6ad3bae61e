import { Fieldset, Input, SegmentedControl, Stack, TagsInput } from '@mantine/core';
import { GUIDE_TYPES } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../common/localized-text-field.tsx';
import { useGuideFlagProps, useGuideFormContext } from './guide-form-context.ts';

/** Name, type, description and topics (spec §5: name ≥ 10 characters, type and description required). */
export function GuideBasicsSection() {
  const { t } = useTranslation();
  const form = useGuideFormContext();
  const flagProps = useGuideFlagProps();
  const values = form.getValues();
  return (
    <Fieldset legend={t('panel.guide.section.basics')}>
      <Stack gap="md">
        <LocalizedTextField
          label={t('panel.guide.field.name')}
          description={t('panel.guide.field.name_hint')}
          value={values.name}
          onChange={(name) => form.setFieldValue('name', name)}
          required={['pt']}
          errors={{ pt: form.errors['name.pt'] as string | undefined }}
          testId="guide-name"
          {...flagProps('name')}
        />
        <Input.Wrapper label={t('panel.guide.field.type')} required error={form.errors.type}>
          <SegmentedControl
            display="flex"
            data={GUIDE_TYPES.map((type) => ({
              value: type,
              label: t(`panel.guide.type.${type === 'Público' ? 'public' : 'private'}`),
            }))}
            {...form.getInputProps('type')}
            data-testid="guide-type"
          />
        </Input.Wrapper>
        <LocalizedTextField
          label={t('panel.guide.field.description')}
          kind="multiline"
          value={values.description}
          onChange={(description) => form.setFieldValue('description', description)}
          required={['pt']}
          errors={{ pt: form.errors['description.pt'] as string | undefined }}
          testId="guide-description"
          {...flagProps('description')}
        />
        <TagsInput
          label={t('panel.guide.field.topics')}
          description={t('panel.guide.field.topics_hint')}
          {...form.getInputProps('topics')}
          clearable
        />
      </Stack>
    </Fieldset>
  );
}
