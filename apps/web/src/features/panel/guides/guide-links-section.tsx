import { Fieldset, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { LANGUAGES } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../common/localized-text-field.tsx';
import { MediaInput } from '../common/media-input.tsx';
import { NarrationControl } from '../common/narration-control.tsx';
import { useGuideFlagProps, useGuideFormContext } from './guide-form-context.ts';

/** Welcome message and narration, tooltip link, 3D visit, main link and the tutorial switches. */
export function GuideLinksSection({ guideId }: { guideId: string | undefined }) {
  const { t } = useTranslation();
  const form = useGuideFormContext();
  const flagProps = useGuideFlagProps();
  const values = form.getValues();
  return (
    <Fieldset legend={t('panel.guide.section.visit')}>
      <Stack gap="md">
        <LocalizedTextField
          label={t('panel.guide.field.intro_message')}
          kind="rich"
          value={values.introMessage}
          onChange={(value) => form.setFieldValue('introMessage', value)}
          testId="guide-intro"
          {...flagProps('introMessage')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {LANGUAGES.map((lang) => (
            <div key={lang}>
              <MediaInput
                guideId={guideId}
                kind="audio"
                label={t('panel.guide.field.intro_audio', { language: t(`panel.language.${lang}`) })}
                value={values.introAudio[lang] || undefined}
                onChange={(url) => form.setFieldValue(`introAudio.${lang}`, url ?? '')}
              />
              {/* The intro narration reads the welcome message of the same language. */}
              <NarrationControl
                guideId={guideId}
                lang={lang}
                text={values.introMessage[lang] ?? ''}
                name={values.name?.pt}
                onGenerated={(url) => form.setFieldValue(`introAudio.${lang}`, url)}
                testId={`guide-narration-${lang}`}
              />
            </div>
          ))}
          <MediaInput
            guideId={guideId}
            kind="video"
            label={t('panel.guide.field.sign_language_video')}
            value={values.signLanguageVideo || undefined}
            onChange={(url) => form.setFieldValue('signLanguageVideo', url ?? '')}
          />
        </SimpleGrid>
        <LocalizedTextField
          label={t('panel.guide.field.tooltip_title')}
          description={t('panel.guide.field.tooltip_hint')}
          value={values.toolTipLink.title}
          onChange={(value) => form.setFieldValue('toolTipLink.title', value)}
          testId="guide-tooltip-title"
          {...flagProps('toolTipLink.title')}
        />
        <LocalizedTextField
          label={t('panel.guide.field.tooltip_link')}
          value={values.toolTipLink.link}
          onChange={(value) => form.setFieldValue('toolTipLink.link', value)}
          testId="guide-tooltip-link"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('panel.guide.field.visit_3d')}
            placeholder="https://"
            {...form.getInputProps('visit3dUrl')}
            data-testid="guide-visit3d"
          />
          <TextInput
            label={t('panel.guide.field.main_guide_link')}
            placeholder="https://"
            {...form.getInputProps('mainGuideLink')}
          />
        </SimpleGrid>
        <Switch
          label={t('panel.guide.field.hide_tutorial_name')}
          {...form.getInputProps('hideTutorialName', { type: 'checkbox' })}
        />
        <Switch
          label={t('panel.guide.field.gamification')}
          {...form.getInputProps('gamification', { type: 'checkbox' })}
        />
        <Switch
          label={t('panel.guide.field.help_requests')}
          {...form.getInputProps('helpRequestsEnabled', { type: 'checkbox' })}
          data-testid="guide-help-requests"
        />
      </Stack>
    </Fieldset>
  );
}
