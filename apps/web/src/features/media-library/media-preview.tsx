import { Anchor, Group, Image, Text, ThemeIcon } from '@mantine/core';
import type { MediaItem } from '@percurso/shared';
import { IconBox, IconFileText, IconFileTypePdf, IconPhoto, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileNameOf, kindOfUrl, previewUrl } from './media-format.ts';

/** What a chosen file looks like in a form: the picture, a player, or a named link. */
export function MediaPreview({ url, item, height = 160 }: { url: string; item?: MediaItem | null; height?: number }) {
  const { t } = useTranslation();
  const kind = kindOfUrl(url, item);
  const name = fileNameOf(url, item);
  if (kind === 'image' || kind === 'image360') {
    return (
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Image
          src={previewUrl(url, item, 400)}
          alt={name}
          h={height}
          w="auto"
          maw="100%"
          fit="contain"
          radius="sm"
          data-testid="media-preview-image"
        />
        {kind === 'image360' && (
          <ThemeIcon variant="light" radius="xl" aria-label={t('media.kind.image360')}>
            <IconWorld size={18} />
          </ThemeIcon>
        )}
      </Group>
    );
  }
  if (kind === 'audio') {
    // biome-ignore lint/a11y/useMediaCaption: a preview of the manager's own upload; captions live with the content.
    return <audio controls preload="metadata" src={url} style={{ width: '100%' }} data-testid="media-preview-audio" />;
  }
  if (kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a preview of the manager's own upload; captions live with the content.
      <video
        controls
        preload="metadata"
        src={url}
        style={{ maxWidth: '100%', maxHeight: height * 1.5 }}
        data-testid="media-preview-video"
      />
    );
  }
  const Icon =
    kind === 'pdf' ? IconFileTypePdf : kind === 'model3d' ? IconBox : kind === 'document' ? IconFileText : IconPhoto;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="media-preview-file">
      <ThemeIcon variant="light" size="lg" radius="md">
        <Icon size={22} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" truncate="end">
          {name}
        </Text>
        <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
          {t('media.field.open')}
        </Anchor>
      </div>
    </Group>
  );
}
