import { Fieldset, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../common/localized-text-field.tsx';
import { MediaInput } from '../common/media-input.tsx';
import { useGuideFlagProps, useGuideFormContext } from './guide-form-context.ts';
import { GuideImageList } from './guide-image-list.tsx';

/** The visitor's "about the guide" dialog: picture, gallery, caption, text, and the tag its button filters. */
export function GuideAboutSection({ guideId }: { guideId: string | undefined }) {
  const { t } = useTranslation();
  const form = useGuideFormContext();
  const flagProps = useGuideFlagProps();
  const about = form.getValues().aboutGuide;
  return (
    <Fieldset legend={t('panel.guide.section.about')}>
      <Stack gap="md">
        <MediaInput
          guideId={guideId}
          kind="image"
          label={t('panel.guide.field.about_image')}
          value={about.image || undefined}
          onChange={(url) => form.setFieldValue('aboutGuide.image', url ?? '')}
        />
        <GuideImageList
          guideId={guideId}
          path="aboutGuide.images"
          urls={about.images}
          label={t('panel.guide.field.about_images')}
          addLabel={t('panel.guide.field.add_about_image')}
        />
        <LocalizedTextField
          label={t('panel.guide.field.about_caption')}
          value={about.caption}
          onChange={(value) => form.setFieldValue('aboutGuide.caption', value)}
          testId="guide-about-caption"
          {...flagProps('aboutGuide.caption')}
        />
        <LocalizedTextField
          label={t('panel.guide.field.about_description')}
          kind="rich"
          value={about.description}
          onChange={(value) => form.setFieldValue('aboutGuide.description', value)}
          testId="guide-about-description"
          {...flagProps('aboutGuide.description')}
        />
        <TextInput
          label={t('panel.guide.field.about_tag')}
          description={t('panel.guide.field.about_tag_hint')}
          {...form.getInputProps('aboutGuide.tagToFilter')}
        />
      </Stack>
    </Fieldset>
  );
}
