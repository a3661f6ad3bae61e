import { Input, SimpleGrid, Stack } from '@mantine/core';
import { LANGUAGES, type Language } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField, NarrationControl } from '../../panel/common/index.ts';
import { LANGUAGE_NAME_KEYS } from '../../point/language-names.ts';
import { type EditorBlockProps, flagProps } from './editor-types.ts';
import { MediaList } from './media-list.tsx';
import { PointMediaField } from './point-media-field.tsx';
import { SignLanguageVideos } from './sign-language-videos.tsx';

const hasWords = (html: string | undefined) => (html ?? '').replace(/<[^>]*>/g, '').trim().length > 0;
/** What the narration reads: the point's content in the language, else its description. */
const narrationText = (content: string | undefined, description: string | undefined) =>
  hasWords(content) ? (content ?? '') : (description ?? '');

/** The point's picture, media files, narration per language with its transcript, and sign-language videos. */
export function MediaBlock({ draft, update }: EditorBlockProps) {
  const { t } = useTranslation();
  const setAudio = (language: Language, url: string | undefined) => {
    const { [language]: _old, ...rest } = draft.audio;
    update({ audio: url ? { ...rest, [language]: url } : rest });
  };

  return (
    <Stack gap="md">
      <PointMediaField
        label={t('panel.points.field.front_image')}
        kind="image"
        value={draft.frontImage}
        onChange={(frontImage) => update({ frontImage })}
        testId="point-front-image"
      />
      <Input.Wrapper label={t('panel.points.field.medias')}>
        <MediaList medias={draft.medias} onChange={(medias) => update({ medias })} testId="point-medias" />
      </Input.Wrapper>
      <Input.Wrapper label={t('panel.points.field.audio')} description={t('panel.points.field.audio_hint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {LANGUAGES.map((language) => (
            <div key={language}>
              <PointMediaField
                label={t(LANGUAGE_NAME_KEYS[language])}
                kind="audio"
                value={draft.audio[language]}
                onChange={(url) => setAudio(language, url)}
                testId={`point-audio-${language}`}
              />
              <NarrationControl
                guideId={draft.guideId || undefined}
                lang={language}
                text={narrationText(draft.content[language], draft.description[language])}
                name={draft.name.pt}
                onGenerated={(url) => setAudio(language, url)}
                testId={`point-narration-${language}`}
              />
            </div>
          ))}
        </SimpleGrid>
      </Input.Wrapper>
      <LocalizedTextField
        label={t('panel.a11y.transcript')}
        description={t('panel.a11y.transcript_hint')}
        kind="multiline"
        value={draft.audioTranscript}
        onChange={(audioTranscript) => update({ audioTranscript })}
        {...flagProps(draft, update, 'audioTranscript')}
        testId="point-transcript"
      />
      <SignLanguageVideos
        videos={draft.signLanguageVideos}
        onChange={(signLanguageVideos) => update({ signLanguageVideos })}
      />
    </Stack>
  );
}
