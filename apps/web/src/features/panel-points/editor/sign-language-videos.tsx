import { ActionIcon, Group, Input, Select, Stack } from '@mantine/core';
import type { PanelMessageKey } from '@percurso/i18n';
import { SIGN_LANGUAGES, type SignLanguage, type SignLanguageVideo, sortSignLanguageVideos } from '@percurso/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PointMediaField } from './point-media-field.tsx';

const NAME_KEYS = Object.fromEntries(
  SIGN_LANGUAGES.map((language) => [language, `panel.sign_language.${language}`]),
) as Record<SignLanguage, PanelMessageKey>;

interface SignLanguageVideosProps {
  videos: readonly SignLanguageVideo[];
  onChange: (videos: SignLanguageVideo[]) => void;
}

/**
 * The point's sign-language videos (issue 30 item 3): one file per sign language, uploaded to or
 * picked from the guide's media library. A sign language added shows its file field until a file
 * is chosen; removing it takes its video off the point.
 */
export function SignLanguageVideos({ videos, onChange }: SignLanguageVideosProps) {
  const { t } = useTranslation();
  // Sign languages added here whose file is not chosen yet.
  const [pending, setPending] = useState<SignLanguage[]>([]);
  const shown = SIGN_LANGUAGES.filter(
    (language) => pending.includes(language) || videos.some((video) => video.language === language),
  );
  const free = SIGN_LANGUAGES.filter((language) => !shown.includes(language));
  const setVideo = (language: SignLanguage, url: string | undefined) => {
    const others = videos.filter((video) => video.language !== language);
    onChange(sortSignLanguageVideos(url ? [...others, { language, url }] : others));
    setPending((list) => list.filter((one) => one !== language));
  };
  const remove = (language: SignLanguage) => setVideo(language, undefined);

  return (
    <Input.Wrapper
      label={t('panel.points.field.sign_language_videos')}
      description={t('panel.points.field.sign_language_videos_hint')}
      data-testid="point-sign-videos"
    >
      <Stack gap="sm" mt="xs">
        {shown.map((language) => (
          <Group key={language} align="flex-end" wrap="nowrap" gap="xs">
            <div style={{ flex: 1, minWidth: 0 }}>
              <PointMediaField
                label={t(NAME_KEYS[language])}
                kind="video"
                value={videos.find((video) => video.language === language)?.url}
                onChange={(url) => (url ? setVideo(language, url) : remove(language))}
                testId={`point-sign-video-${language}`}
              />
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              onClick={() => {
                remove(language);
              }}
              aria-label={t('panel.points.sign_language.remove', { language: t(NAME_KEYS[language]) })}
              data-testid={`point-sign-video-remove-${language}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {free.length > 0 && (
          <Select
            label={t('panel.points.sign_language.add')}
            placeholder={t('panel.points.sign_language.add_placeholder')}
            data={free.map((language) => ({ value: language, label: t(NAME_KEYS[language]) }))}
            value={null}
            onChange={(value) => {
              if (value) setPending((list) => [...list, value as SignLanguage]);
            }}
            allowDeselect={false}
            data-testid="point-sign-video-add"
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
