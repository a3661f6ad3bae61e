import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../common/localized-text-field.tsx';
import { MediaInput } from '../common/media-input.tsx';
import { useGuideFormContext } from './guide-form-context.ts';

/** The visitor's "about the guide" dialog: picture, gallery, caption, text, and the tag its button filters. */
export function GuideAboutSection({ guideId }: { guideId: string | undefined }) {
  const { t } = useTranslation();
  const form = useGuideFormContext();
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
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('panel.guide.field.about_images')}
          </Text>
          {about.images.map((url, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place by position
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <div style={{ flex: 1 }}>
                <MediaInput
                  guideId={guideId}
                  kind="image"
                  label={t('panel.guide.field.front_image', { n: index + 1 })}
                  value={url || undefined}
                  onChange={(next) => form.setFieldValue(`aboutGuide.images.${index}`, next ?? '')}
                />
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('panel.delete.button')}
                onClick={() => form.removeListItem('aboutGuide.images', index)}
              >
                <IconX size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('aboutGuide.images', '')}
            w="fit-content"
          >
            {t('panel.guide.field.add_about_image')}
          </Button>
        </Stack>
        <LocalizedTextField
          label={t('panel.guide.field.about_caption')}
          value={about.caption}
          onChange={(value) => form.setFieldValue('aboutGuide.caption', value)}
        />
        <LocalizedTextField
          label={t('panel.guide.field.about_description')}
          kind="rich"
          value={about.description}
          onChange={(value) => form.setFieldValue('aboutGuide.description', value)}
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
