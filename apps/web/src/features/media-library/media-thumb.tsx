import { Center, Image, ThemeIcon } from '@mantine/core';
import { type MediaItem, mediaUrlFor } from '@percurso/shared';
import {
  IconBadgeCc,
  IconBox,
  IconFileText,
  IconFileTypePdf,
  IconMovie,
  IconMusic,
  IconPhoto,
  IconWorld,
} from '@tabler/icons-react';

const ICONS = {
  image: IconPhoto,
  image360: IconWorld,
  audio: IconMusic,
  video: IconMovie,
  pdf: IconFileTypePdf,
  document: IconFileText,
  model3d: IconBox,
  captions: IconBadgeCc,
} as const;

/** A square tile for a library file: the 400 px copy of an image, else the kind's icon. */
export function MediaThumb({ item, size = 120 }: { item: MediaItem; size?: number }) {
  if (item.kind === 'image' || item.kind === 'image360') {
    return <Image src={mediaUrlFor(item, 400)} alt="" h={size} fit="cover" radius="sm" loading="lazy" />;
  }
  const Icon = ICONS[item.kind];
  return (
    <Center h={size} bg="var(--mantine-color-gray-1)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <ThemeIcon variant="transparent" size={48}>
        <Icon size={40} />
      </ThemeIcon>
    </Center>
  );
}
