import { Badge, Group, rem, Stack, Text, Title } from '@mantine/core';
import { openingFormat, type Point, showsMachineText } from '@percurso/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PartBoundary, preloadable } from '../../app/preloadable.tsx';
import { useContentLanguage, useLocalize } from '../../i18n/use-content-language.ts';
import { useTagLabel } from '../../i18n/use-tag-label.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import { MachineTranslatedNote } from '../../ui/machine-translated-note.tsx';
import {
  chooseContentFormat,
  markFormatOffered,
  useContentFormat,
  useFormatOffered,
} from '../settings/content-format.ts';
import { PointAudio } from './point-audio.tsx';
import classes from './point-content.module.css';
import { PointDocuments } from './point-documents.tsx';
import { PointGallery } from './point-gallery.tsx';
import { mediaForLanguage, mediaOfType } from './point-media.ts';
import { PointNarrationContext, usePointNarration } from './point-narration.ts';
import { PointQuestionnaire } from './point-questionnaire.tsx';
import { PointSections } from './point-sections.tsx';
import { PointVideo } from './point-video.tsx';
import { useRecordPointView } from './point-visit.ts';
import { RichText } from './rich-text.tsx';
import { SignLanguageVideos } from './sign-language-video.tsx';

/** "Ver em 360°": its own small chunk with the 360° catalogue, loaded only for points with a 360° scene. */
const View360Link = preloadable('view-360-link', async () => {
  const [link, messages] = await Promise.all([import('../vr/view-360-link.tsx'), import('../../i18n/vr-messages.ts')]);
  await messages.loadVrMessages();
  return link.default;
});

const VIEW_360_PLACE = { height: rem(36) } as const;

/**
 * The point in the visitor's content format (issue 30 item 3): its own chunk with its messages,
 * drawn by the server too (the format cookies), so the offer or the format line is in the page
 * before the app runs and nothing below it moves on hydration.
 */
const PointFormats = preloadable('point-formats', async () => {
  const module = await import('./point-formats.tsx');
  await module.loadFormatMessages();
  return module.default;
});

/** The technical sheet ("Ficha técnica"): its own small chunk with its title's messages, for points that have one. */
const TechnicalSheet = preloadable('technical-sheet', async () => {
  const module = await import('./technical-sheet.tsx');
  await module.loadTechnicalSheetMessages();
  return module.default;
});

/**
 * Loads the parts every point draws at its top, so a point the app opens (a desktop's panel, a
 * tap on a card) appears whole instead of growing the format offer over its picture (and its
 * technical sheet under the text).
 */
export const preloadPointParts = () =>
  Promise.all([PointFormats.preload(), TechnicalSheet.preload()]).catch(() => undefined);

/** Handed to the format part, which must not import them (point-formats.tsx FormatPlayers). */
const PLAYERS = { Audio: PointAudio, Video: PointVideo, forLanguage: mediaForLanguage };

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
    // The sheet is flagged as a whole, per language: any of its texts in that language counts.
    technicalSheet: Object.assign({}, ...(point.technicalSheet ?? []).flatMap((row) => [row.label, row.value])),
  });
  // The chosen format opens first; a visitor who never chose is offered it on the first point.
  const chosen = useContentFormat();
  const offered = useFormatOffered(point.id);
  useEffect(() => {
    if (offered) markFormatOffered(point.id);
  }, [offered, point.id]);
  const opening = openingFormat(point, chosen, language);
  const { format } = opening;
  useRecordPointView(point.id, journeyId, language, format);
  const text = html ? (
    <RichText html={html} testId="point-text" />
  ) : (
    <Text style={{ whiteSpace: 'pre-line' }} data-testid="point-text">
      {localize(point.description)}
    </Text>
  );
  const player = audio && (
    <PointAudio
      src={audio.src}
      language={audio.language}
      isFallback={audio.language !== language}
      // The transcript of the file being heard, in its language.
      transcript={point.audioTranscript[audio.language]?.trim() || undefined}
    />
  );

  const narration = usePointNarration(point, journeyId);

  return (
    <PointNarrationContext.Provider value={narration}>
      <Stack gap="lg">
        <PartBoundary>
          <PointFormats
            point={point}
            opening={opening}
            chosen={chosen}
            offered={offered}
            fullText={format === 'easy-read' ? text : null}
            onChoose={chooseContentFormat}
            players={PLAYERS}
          />
        </PartBoundary>
        {format === 'narration' && player}
        {point.frontImage && (
          <LazyImage src={point.frontImage} alt={name} ratio="16 / 10" eager className={classes.front} />
        )}
        {format !== 'narration' && player}
        {(point.immersive.image360 || point.immersive.video360 || point.immersive.rvImages?.length) && (
          // Its button's height until the chunk arrives: the text below does not move when it does.
          <PartBoundary fallback={<div style={VIEW_360_PLACE} />}>
            <View360Link pointId={point.id} />
          </PartBoundary>
        )}
        {/* Shown first by the format part in sign language, or when the sign language chosen is missing. */}
        {point.signLanguageVideos.length > 0 && format !== 'sign-language' && !opening.otherSignLanguages && (
          <SignLanguageVideos videos={point.signLanguageVideos} />
        )}
        {machineTranslated && <MachineTranslatedNote testId="point-machine-translated" />}
        {format !== 'easy-read' && text}
        {point.technicalSheet && point.technicalSheet.length > 0 && (
          <PartBoundary>
            <TechnicalSheet rows={point.technicalSheet} />
          </PartBoundary>
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
