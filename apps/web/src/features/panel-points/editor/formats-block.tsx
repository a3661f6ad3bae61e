import { Input, SimpleGrid, Stack } from '@mantine/core';
import { LANGUAGES, type Language, type LocalizedMedia } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField, NarrationControl } from '../../panel/common/index.ts';
import { LANGUAGE_NAME_KEYS } from '../../point/language-names.ts';
import { type EditorBlockProps, flagProps } from './editor-types.ts';
import { PointMediaField } from './point-media-field.tsx';

const withFile = (files: LocalizedMedia | undefined, language: Language, url: string | undefined) => {
  const { [language]: _old, ...rest } = files ?? {};
  return url ? { ...rest, [language]: url } : rest;
};

/**
 * Issue 30 item 4: the easy-read text per language ("Traduzir" fills the others), its narration
 * per language ("Gerar áudio" reads the easy-read text), and the audio-description track per language.
 */
export function FormatsBlock({ draft, update }: EditorBlockProps) {
  const { t } = useTranslation();
  const easyRead = draft.easyRead ?? {};
  return (
    <Stack gap="md" data-testid="point-formats-block">
      <LocalizedTextField
        label={t('panel.points.field.easy_read')}
        description={t('panel.points.field.easy_read_hint')}
        kind="multiline"
        value={easyRead}
        onChange={(value) => update({ easyRead: value })}
        {...flagProps(draft, update, 'easyRead')}
        testId="point-easy-read"
      />
      <Input.Wrapper label={t('panel.points.field.easy_read_audio')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {LANGUAGES.map((language) => (
            <div key={language}>
              <PointMediaField
                label={t(LANGUAGE_NAME_KEYS[language])}
                kind="audio"
                value={draft.easyReadAudio?.[language]}
                onChange={(url) => update({ easyReadAudio: withFile(draft.easyReadAudio, language, url) })}
                testId={`point-easy-read-audio-${language}`}
              />
              <NarrationControl
                guideId={draft.guideId || undefined}
                lang={language}
                text={easyRead[language] ?? ''}
                name={draft.name.pt}
                onGenerated={(url) => update({ easyReadAudio: withFile(draft.easyReadAudio, language, url) })}
                testId={`point-easy-read-narration-${language}`}
              />
            </div>
          ))}
        </SimpleGrid>
      </Input.Wrapper>
      <Input.Wrapper
        label={t('panel.points.field.audio_description')}
        description={t('panel.points.field.audio_description_hint')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {LANGUAGES.map((language) => (
            <PointMediaField
              key={language}
              label={t(LANGUAGE_NAME_KEYS[language])}
              kind="audio"
              value={draft.audioDescription?.[language]}
              onChange={(url) => update({ audioDescription: withFile(draft.audioDescription, language, url) })}
              testId={`point-audio-description-${language}`}
            />
          ))}
        </SimpleGrid>
      </Input.Wrapper>
    </Stack>
  );
}
