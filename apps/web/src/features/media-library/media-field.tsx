import { Alert, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { MEDIA_ACCEPT, MEDIA_KINDS, type MediaItem, type MediaKind } from '@percurso/shared';
import { IconAlertTriangle, IconLibraryPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './media-format.ts';
import { mediaLibraryQuery } from './media-library-api.ts';
import { MediaPicker } from './media-picker.tsx';
import { MediaPreview } from './media-preview.tsx';
import { UploadStatus } from './upload-status.tsx';
import { useMediaUpload } from './use-media-upload.ts';

export interface MediaFieldProps {
  /** The guide whose library the file goes to (and is picked from). */
  guideId: string;
  /** The chosen file's URL, as the content stores it (`fileUrl` of a library item), or null. */
  value: string | null;
  /** Called with the new URL (null when cleared) and the library item when one was uploaded or picked. */
  onChange: (value: string | null, item: MediaItem | null) => void;
  /** Kinds accepted; default all. `['image360']` and `['model3d']` tell the server what to expect. */
  kinds?: readonly MediaKind[];
  label?: ReactNode;
  description?: ReactNode;
  /** A message under the field (e.g. the editor's own validation). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown in the preview when a value is set; default true. */
  preview?: boolean;
  'data-testid'?: string;
}

/**
 * A form field for one media file of a guide: upload (with a real progress bar), pick from the
 * guide's library, preview, clear. Errors are the API's codes in the reader's language.
 */
export function MediaField({
  guideId,
  value,
  onChange,
  kinds = MEDIA_KINDS,
  label,
  description,
  error,
  required,
  disabled,
  preview = true,
  'data-testid': testId = 'media-field',
}: MediaFieldProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [item, setItem] = useState<MediaItem | null>(null);
  const [picking, setPicking] = useState(false);
  const choose = (next: MediaItem) => {
    setItem(next);
    upload.setProblem(null);
    onChange(next.fileUrl, next);
  };
  const upload = useMediaUpload(guideId, kinds, choose);
  const { state, problem } = upload;
  const accept = [...new Set(kinds.flatMap((kind) => MEDIA_ACCEPT[kind].split(',')))].join(',');
  const hint = t('media.field.limits', {
    kinds: kinds.map((kind) => t(`media.kind.${kind}`)).join(', '),
    size: formatBytes(upload.limit, i18n.language),
  });
  const busy = state.step !== 'idle';
  const isRemoved = useIsRemovedFromLibrary(guideId, value);

  return (
    <Input.Wrapper
      label={label}
      description={description ?? hint}
      error={problem ?? error}
      required={required}
      id={inputId}
      data-testid={testId}
    >
      <Paper withBorder radius="md" p="sm" mt={4}>
        <Stack gap="sm">
          {isRemoved ? (
            // The browser may still hold the file (a year-long cache): say it is gone, show nothing.
            <Alert color="red" icon={<IconAlertTriangle size={18} />} p="xs" data-testid="media-removed">
              {t('panel.media.field.removed')}
            </Alert>
          ) : value && preview ? (
            <MediaPreview url={value} item={item} />
          ) : (
            !busy && (
              <Text size="sm" c="dimmed">
                {t('media.field.empty')}
              </Text>
            )
          )}
          <UploadStatus state={state} />
          <Group gap="xs">
            {busy ? (
              <Button variant="default" size="xs" leftSection={<IconX size={16} />} onClick={upload.cancel}>
                {t('media.field.cancel')}
              </Button>
            ) : (
              <>
                <Button
                  size="xs"
                  leftSection={<IconUpload size={16} />}
                  onClick={() => fileInput.current?.click()}
                  disabled={disabled}
                  data-testid="media-upload-button"
                >
                  {value ? t('media.field.replace') : t('media.field.upload')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconLibraryPhoto size={16} />}
                  onClick={() => setPicking(true)}
                  disabled={disabled}
                  data-testid="media-pick-button"
                >
                  {t('media.field.pick')}
                </Button>
                {value && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => {
                      setItem(null);
                      onChange(null, null);
                    }}
                    disabled={disabled}
                  >
                    {t('media.field.clear')}
                  </Button>
                )}
              </>
            )}
          </Group>
        </Stack>
      </Paper>
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept={accept}
        hidden
        data-testid="media-file-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) upload.start(file);
        }}
      />
      <MediaPicker
        guideId={guideId}
        kinds={kinds}
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setPicking(false);
          choose(picked);
        }}
      />
    </Input.Wrapper>
  );
}

/** A library URL (`…/library/<id>/…`) whose file is no longer in the guide's library. */
function useIsRemovedFromLibrary(guideId: string, value: string | null): boolean {
  const libraryId = value ? /\/library\/([^/]+)\//.exec(value)?.[1] : undefined;
  const library = useQuery({ ...mediaLibraryQuery(guideId), enabled: libraryId !== undefined });
  return libraryId !== undefined && library.isSuccess && !library.data.some((entry) => entry.id === libraryId);
}
