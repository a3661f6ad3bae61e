import { ActionIcon, Button, Group, Input, Stack } from '@mantine/core';
import type { MediaKind } from '@percurso/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { removeAt, replaceAt } from './media-kinds.ts';
import { PointMediaField } from './point-media-field.tsx';

interface UrlListProps {
  label: string;
  kind: MediaKind;
  urls: readonly string[] | undefined;
  onChange: (urls: string[] | undefined) => void;
  testId: string;
}

/** A list of files of one kind (the AR videos, images, 3D models, VR images). */
export function UrlList({ label, kind, urls = [], onChange, testId }: UrlListProps) {
  const { t } = useTranslation();
  const set = (next: string[]) => onChange(next.length === 0 ? undefined : next);
  return (
    <Input.Wrapper label={label}>
      <Stack gap="xs" mt={4} data-testid={testId}>
        {urls.map((url, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: files have no id; order is the identity
          <Group key={index} align="flex-end" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <PointMediaField
                label={`${label} ${index + 1}`}
                kind={kind}
                value={url || undefined}
                onChange={(next) => set(replaceAt(urls, index, next ?? ''))}
              />
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('panel.points.remove')}
              onClick={() => set(removeAt(urls, index))}
              mb={4}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          w="fit-content"
          onClick={() => set([...urls, ''])}
        >
          {t('panel.points.add_file')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
