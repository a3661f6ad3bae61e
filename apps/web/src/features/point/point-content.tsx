import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { type Point, showsMachineText } from '@percurso/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable } from '../../app/preloadable.tsx';
import { useContentLanguage, useLocalize } from '../../i18n/use-content-language.ts';
import { useTagLabel } from '../../i18n/use-tag-label.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import { MachineTranslatedNote } from '../../ui/machine-translated-note.tsx';
import { PointAudio } from './point-audio.tsx';
import classes from './point-content.module.css';
import { PointDocuments } from './point-documents.tsx';
import { PointGallery } from './point-gallery.tsx';
import { mediaForLanguage, mediaOfType } from './point-media.ts';
import { PointNarrationContext, usePointNarration } from './point-narration.ts';
import { PointQuestionnaire } from './point-questionnaire.tsx';
import { PointSections } from './point-sections.tsx';
import { PointVideo } from './point-video.tsx';
import { RichText } from './rich-text.tsx';
import { SignLanguageVideo } from './sign-language-video.tsx';

/** "Ver em 360°": its own small chunk with the 360° catalogue, loaded only for points with a 360° scene. */
const View360Link = preloadable('view-360-link', async () => {
  const [link, messages] = await Promise.all([import('../vr/view-360-link.tsx'), import('../../i18n/vr-messages.ts')]);
  await messages.loadVrMessages();
  return link.default;
});

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} fz="h5" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Everything a point shows, in the visitor's language with fallback: the point view's body. */
export function PointContent({ point, journeyId }: { point: Point; journeyId?: string | undefined }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const tagLabel = useTagLabel();
  const language = useContentLanguage();
  const name = localize(point.name);
  const audio = mediaForLanguage(point.audio, language);
  const html = localize(point.content);
  const images = mediaOfType(point.medias, 'image');
  const videos = mediaOfType(point.medias, 'video');
  const documents = mediaOfType(point.medias, 'pdf', 'doc');
  const questionnaire = point.questionnaire?.enabled ? point.questionnaire : undefined;
  // Issue 16: a text of the visitor's language a machine translated carries a small note.
  const machineTranslated = showsMachineText(point.translationFlags, language, {
    name: point.name,
    description: point.description,
    contentPreview: point.contentPreview,
    content: point.content,
    audioTranscript: point.audioTranscript,
  });

  const narration = usePointNarration(point, journeyId);

  return (
    <PointNarrationContext.Provider value={narration}>
      <Stack gap="lg">
        {point.frontImage && (
          <LazyImage src={point.frontImage} alt={name} ratio="16 / 10" eager className={classes.front} />
        )}
        {audio && (
          <PointAudio
            src={audio.src}
            language={audio.language}
            isFallback={audio.language !== language}
            // The transcript of the file being heard, in its language.
            transcript={point.audioTranscript[audio.language]?.trim() || undefined}
          />
        )}
        {(point.immersive.image360 || point.immersive.video360 || point.immersive.rvImages?.length) && (
          <Suspense fallback={null}>
            <View360Link pointId={point.id} />
          </Suspense>
        )}
        {point.signLanguageVideo && <SignLanguageVideo src={point.signLanguageVideo} />}
        {machineTranslated && <MachineTranslatedNote testId="point-machine-translated" />}
        {html ? (
          <RichText html={html} testId="point-text" />
        ) : (
          <Text style={{ whiteSpace: 'pre-line' }} data-testid="point-text">
            {localize(point.description)}
          </Text>
        )}
        {videos.length > 0 && (
          <Section title={t('visitor.point.video_title')}>
            {videos.map((video) => (
              <PointVideo key={video.url} media={video} />
            ))}
          </Section>
        )}
        {images.length > 0 && (
          <Section title={t('visitor.point.images_title')}>
            <PointGallery images={images} name={name} />
          </Section>
        )}
        {documents.length > 0 && (
          <Section title={t('visitor.point.documents_title')}>
            <PointDocuments documents={documents} />
          </Section>
        )}
        {point.sections.length > 0 && (
          <Section title={t('visitor.point.sections_title')}>
            <PointSections sections={point.sections} />
          </Section>
        )}
        {questionnaire && questionnaire.questions.length > 0 && (
          <PointQuestionnaire point={point} questionnaire={questionnaire} />
        )}
        {point.tags.length > 0 && (
          <Section title={t('visitor.point.tags_title')}>
            <Group gap={6}>
              {point.tags.map((tag) => (
                <Badge key={tag} variant="light" size="lg" radius="xl" tt="none" fw={500}>
                  {tagLabel(tag)}
                </Badge>
              ))}
            </Group>
          </Section>
        )}
      </Stack>
    </PointNarrationContext.Provider>
  );
}
