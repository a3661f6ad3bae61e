import { TextInput } from '@mantine/core';

/** The kinds of file a media field takes. */
export type MediaKind = 'image' | 'audio' | 'video' | 'file';

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

/**
 * Every image/audio/video/file field of the panel goes through this one component, so the media
 * library's upload field replaces it in one place.
 */
export function MediaInput({ label, value, onChange, description, required, error, testId }: MediaInputProps) {
  return (
    <TextInput
      label={label}
      description={description}
      required={required}
      error={error}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value.trim() || undefined)}
      placeholder="/media/…"
      data-testid={testId}
    />
  );
}
