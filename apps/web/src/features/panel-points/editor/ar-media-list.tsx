import { ActionIcon, Input, Stack, Text } from '@mantine/core';
import type { MediaKind } from '@percurso/shared';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModelView } from '../../ar/index.ts';
import { MediaPreview } from '../../media-library/index.ts';
import { SortableList } from '../../panel/common/index.ts';
import { PointMediaField } from './point-media-field.tsx';

interface ArMediaListProps {
  label: string;
  description?: string;
  kind: Extract<MediaKind, 'image' | 'video' | 'model3d'>;
  urls: readonly string[] | undefined;
  onChange: (urls: string[] | undefined) => void;
  testId: string;
}

const nameOf = (url: string) => {
  const last = url.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

/**
 * The AR videos, images or 3D models of a point: uploaded (or picked) through the media library,
 * in the order the AR scene shows them (drag to reorder), with a preview of the chosen one; 3D
 * models are previewed with <model-viewer>.
 */
export function ArMediaList({ label, description, kind, urls = [], onChange, testId }: ArMediaListProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | undefined>();
  const set = (next: string[]) => onChange(next.length === 0 ? undefined : next);
  const previewed = chosen && urls.includes(chosen) ? chosen : urls[0];
  return (
    <Input.Wrapper label={label} description={description}>
      <Stack gap="xs" mt={4} data-testid={testId}>
        {urls.length > 0 && (
          <SortableList
            items={urls.map((url) => ({ id: url, label: nameOf(url) }))}
            onReorder={set}
            renderActions={(item) => (
              <>
                <ActionIcon
                  variant={item.id === previewed ? 'light' : 'subtle'}
                  aria-label={t('panel.points.immersive.preview', { name: item.label })}
                  aria-pressed={item.id === previewed}
                  onClick={() => setChosen(item.id)}
                >
                  <IconEye size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('panel.points.remove')}
                  onClick={() => set(urls.filter((url) => url !== item.id))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </>
            )}
          />
        )}
        {previewed &&
          (kind === 'model3d' ? (
            <Stack gap={4} data-testid={`${testId}-preview`}>
              <Text size="xs" c="dimmed">
                {t('panel.points.immersive.model_preview')}
              </Text>
              <ModelView src={previewed} label={nameOf(previewed)} height={220} withAr={false} />
            </Stack>
          ) : (
            <div data-testid={`${testId}-preview`}>
              <MediaPreview url={previewed} height={120} />
            </div>
          ))}
        <PointMediaField
          label={t('panel.points.add_file')}
          kind={kind}
          value={undefined}
          onChange={(url) => url && set([...urls.filter((existing) => existing !== url), url])}
          testId={`${testId}-add`}
        />
      </Stack>
    </Input.Wrapper>
  );
}
