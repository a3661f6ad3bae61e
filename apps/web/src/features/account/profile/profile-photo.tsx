import '@mantine/core/styles/Progress.css';
import { Button, Group, Image, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROFILE_PHOTO_SIZE_LIMIT, type UserProfile } from '@percurso/shared';
import { IconCamera, IconUserCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/error-messages.ts';
import { toApiError } from '../../../api/http.ts';
import { formatBytes } from '../../media-library/media-format.ts';
import { uploadWithProgress } from '../../media-library/upload-with-progress.ts';
import { sessionQuery } from '../session.ts';

type Photo = UserProfile['image'];

/** /perfil: the registered user's photo (POST/DELETE /api/me/photo), shown in the header menu too. */
export function ProfilePhoto({ user }: { user: UserProfile }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (image: Photo) => {
    queryClient.setQueryData(sessionQuery().queryKey, (current: UserProfile | null | undefined) =>
      current ? { ...current, image } : current,
    );
  };

  const send = async (file: File) => {
    setProblem(null);
    if (file.size > PROFILE_PHOTO_SIZE_LIMIT) {
      setProblem(t('errors.media/too-large'));
      return;
    }
    const form = new FormData();
    form.set('file', file, file.name);
    setBusy(true);
    setPercent(0);
    try {
      const { image } = await uploadWithProgress<{ image: Photo }>('/api/me/photo', form, {
        onProgress: (progress) => setPercent(progress.percent),
      });
      show(image);
      notifications.show({ color: 'teal', message: t('account.photo.saved'), withBorder: true });
    } catch (failure) {
      setProblem(t(errorMessageKey(failure)));
    } finally {
      setBusy(false);
      setPercent(null);
    }
  };

  const remove = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const response = await fetch('/api/me/photo', { method: 'DELETE', headers: { Accept: 'application/json' } });
      if (!response.ok) throw await toApiError(response);
      show(null);
      notifications.show({ color: 'teal', message: t('account.photo.removed'), withBorder: true });
    } catch (failure) {
      setProblem(t(errorMessageKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="md" data-testid="profile-photo">
      <Group gap="md" wrap="nowrap" align="center">
        {user.image ? (
          <Image
            src={user.image.fileUrl}
            alt={t('account.photo.label')}
            w={88}
            h={88}
            radius={44}
            data-testid="profile-photo-image"
          />
        ) : (
          <ThemeIcon size={88} radius={44} variant="light">
            <IconUserCircle size={56} />
          </ThemeIcon>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{t('account.photo.label')}</Text>
          <Text size="xs" c="dimmed">
            {t('account.photo.hint', { size: formatBytes(PROFILE_PHOTO_SIZE_LIMIT, i18n.language) })}
          </Text>
          {percent !== null && <Progress value={percent} aria-label={t('account.photo.label')} />}
          {problem && (
            <Text size="sm" c="red" role="alert" data-testid="profile-photo-error">
              {problem}
            </Text>
          )}
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconCamera size={16} />}
              onClick={() => input.current?.click()}
              loading={busy && percent !== null}
              disabled={busy}
              data-testid="profile-photo-upload"
            >
              {user.image ? t('account.photo.change') : t('account.photo.add')}
            </Button>
            {user.image && (
              <Button size="xs" variant="subtle" color="red" onClick={() => void remove()} disabled={busy}>
                {t('account.photo.remove')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hidden
        data-testid="profile-photo-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
    </Paper>
  );
}
