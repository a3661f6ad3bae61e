import { Input, Text, TextInput } from '@mantine/core';
import type { MediaKind as LibraryKind } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { MediaField } from '../../media-library/index.ts';

/** The kinds of file a media field takes. `url` is an address typed by hand (no upload). */
export type MediaKind = 'image' | 'audio' | 'video' | 'file' | 'url';

export interface MediaInputProps {
  /** The guide whose media library holds the file; without one (a guide not saved yet) the field waits. */
  guideId?: string | undefined;
  label: string;
  kind: MediaKind;
  /** Media URL (e.g. `/media/…`), or undefined when empty. */
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  description?: string;
  required?: boolean;
  error?: string | undefined;
  testId?: string;
}

const LIBRARY_KINDS: Record<Exclude<MediaKind, 'url'>, readonly LibraryKind[]> = {
  image: ['image'],
  audio: ['audio'],
  video: ['video'],
  file: ['pdf', 'document'],
};

/**
 * Every image/audio/video/file field of the panel: the media library's upload field (upload with
 * progress, pick from the guide's library, preview, remove), in the guide's library.
 */
export function MediaInput({
  guideId,
  label,
  kind,
  value,
  onChange,
  description,
  required,
  error,
  testId,
}: MediaInputProps) {
  const { t } = useTranslation();
  if (kind === 'url') {
    return (
      <TextInput
        label={label}
        description={description}
        required={required}
        error={error}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value.trim() || undefined)}
        placeholder="https://"
        data-testid={testId}
      />
    );
  }
  if (!guideId) {
    return (
      <Input.Wrapper label={label} required={required} error={error} data-testid={testId}>
        <Text size="sm" c="dimmed" mt={4}>
          {t('panel.media.save_first')}
        </Text>
      </Input.Wrapper>
    );
  }
  return (
    <MediaField
      guideId={guideId}
      kinds={LIBRARY_KINDS[kind]}
      label={label}
      {...(description ? { description } : {})}
      {...(required ? { required } : {})}
      error={error}
      value={value ?? null}
      onChange={(url) => onChange(url ?? undefined)}
      {...(testId ? { 'data-testid': testId } : {})}
    />
  );
}
