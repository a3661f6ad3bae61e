import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MediaInput } from '../common/media-input.tsx';
import { useGuideFormContext } from './guide-form-context.ts';

interface GuideImageListProps {
  guideId: string | undefined;
  /** The guide form's list of image URLs this edits. */
  path: 'frontImages' | 'aboutGuide.images';
  urls: readonly string[];
  label: string;
  addLabel: string;
}

/** A gallery of the guide form: one image upload per row, a remove button each, and "add image". */
export function GuideImageList({ guideId, path, urls, label, addLabel }: GuideImageListProps) {
  const { t } = useTranslation();
  const form = useGuideFormContext();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {urls.map((url, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place by position
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <MediaInput
              guideId={guideId}
              kind="image"
              label={t('panel.guide.field.front_image', { n: index + 1 })}
              value={url || undefined}
              onChange={(next) => form.setFieldValue(`${path}.${index}`, next ?? '')}
            />
          </div>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('panel.delete.button')}
            onClick={() => form.removeListItem(path, index)}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem(path, '')}
        w="fit-content"
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
