import '../../ui/dialog-styles.ts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormatChoice, OfferedFormats, OpeningFormat, Point } from '@percurso/shared';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFormatMessages, useFormatMessages } from '../../i18n/format-messages.ts';
import { useContentLanguage, useLocalize } from '../../i18n/use-content-language.ts';
import {
  type Choose,
  choicesOf,
  FormatChoices,
  FormatDialog,
  useChoiceName,
  useChooseFormat,
  useOfferedFormats,
  useProfileFormat,
  useSignLanguageName,
} from './format-chooser.tsx';
import type { PointAudio } from './point-audio.tsx';
import type { mediaForLanguage } from './point-media.ts';
import type { PointVideo } from './point-video.tsx';

export { loadFormatMessages };

/**
 * The point view's players, handed down too: imported here as well, they would leave the point
 * view's chunk for one of their own, which the app shell would then have to name.
 */
export interface FormatPlayers {
  Audio: typeof PointAudio;
  Video: typeof PointVideo;
  forLanguage: typeof mediaForLanguage;
}

/** Offered once, on the first point a visitor opens: every format the guide offers, or not now (standard). */
function FormatOffer({ chooseContentFormat, offered }: { chooseContentFormat: Choose; offered: OfferedFormats }) {
  const { t } = useTranslation();
  const choose = useChooseFormat(chooseContentFormat);
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={titleId} data-testid="format-offer">
      <Stack gap="sm">
        <Title order={3} fz="h5" id={titleId}>
          {t('formats.offer.title')}
        </Title>
        <Text size="sm">{t('formats.offer.hint')}</Text>
        <FormatChoices choices={choicesOf(offered)} current={undefined} onChoose={choose} />
        <Button variant="subtle" onClick={() => choose({ format: 'standard' })} data-testid="format-offer-later">
          {t('formats.offer.later')}
        </Button>
      </Stack>
    </Paper>
  );
}

function Block({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap="xs" component="section" data-testid={testId}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Easy-read: the plain text with its own narration, and the full text behind a button. */
function EasyRead({ point, fullText, players }: { point: Point; fullText: ReactNode; players: FormatPlayers }) {
  const { Audio: PointAudio, forLanguage: mediaForLanguage } = players;
  const { t } = useTranslation();
  const localize = useLocalize();
  const language = useContentLanguage();
  const [isFullShown, setFullShown] = useState(false);
  const audio = mediaForLanguage(point.easyReadAudio, language);
  const fullId = useId();
  return (
    <Block title={t('formats.easy_read.title')} testId="point-easy-read">
      {audio && (
        <PointAudio
          src={audio.src}
          language={audio.language}
          isFallback={audio.language !== language}
          title={t('formats.easy_read.audio')}
          testId="easy-read-audio"
        />
      )}
      <Text fz="lg" lh={1.7} style={{ whiteSpace: 'pre-line' }} data-testid="point-easy-read-text">
        {localize(point.easyRead)}
      </Text>
      <Button
        variant="light"
        onClick={() => setFullShown(!isFullShown)}
        aria-expanded={isFullShown}
        aria-controls={fullId}
        data-testid="point-full-text-toggle"
      >
        {t(isFullShown ? 'formats.easy_read.hide_full_text' : 'formats.easy_read.full_text')}
      </Button>
      <div id={fullId} hidden={!isFullShown}>
        {fullText}
      </div>
    </Block>
  );
}

export interface PointFormatsProps {
  point: Point;
  /** What the point opens in (rules/content-format.ts openingFormat). */
  opening: OpeningFormat;
  /** The visitor's choice; undefined: never chose. */
  chosen: FormatChoice | undefined;
  /** The choice is offered here (settings/content-format.ts useFormatOffered): on the first point opened, until answered. */
  offered: boolean;
  /** The standard text, shown behind "Ler o texto completo" when the point opens in easy-read. */
  fullText: ReactNode;
  /** Keeps the choice on this device (settings/content-format.ts). */
  onChoose: Choose;
  players: FormatPlayers;
}

/**
 * The top of a point in the visitor's format (issue 30 item 3): the format named with a way to
 * change it, a brief note when the point lacks it, and the format's own block first (sign-language
 * video, transcript, audio description, easy-read). A visitor who never chose is offered the choice.
 */
export default function PointFormats({
  point,
  opening,
  chosen,
  offered: isOffered,
  fullText,
  onChoose,
  players,
}: PointFormatsProps) {
  const { Audio: PointAudio, Video: PointVideo, forLanguage: mediaForLanguage } = players;
  useFormatMessages();
  useProfileFormat(chosen, onChoose);
  const { t } = useTranslation();
  const localize = useLocalize();
  const language = useContentLanguage();
  const choiceName = useChoiceName();
  const signName = useSignLanguageName();
  const offered = useOfferedFormats(
    point.guideId,
    point.signLanguageVideos.map((video) => video.language),
  );
  const [isChanging, setChanging] = useState(false);
  if (isOffered) return <FormatOffer chooseContentFormat={onChoose} offered={offered} />;
  const shown: FormatChoice = chosen ?? { format: 'standard' };
  const described = mediaForLanguage(point.audioDescription, language);
  const transcript = localize(point.audioTranscript);
  const missingSign = opening.missing?.format === 'sign-language' ? (opening.missing.signLanguage ?? 'bzs') : undefined;
  return (
    <Stack gap="sm" data-testid="point-format" data-format={opening.format}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="point-format-current">
          {t('formats.current', { format: choiceName(shown) })}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setChanging(true)}
          aria-label={t('formats.change_label')}
          data-testid="point-format-change"
        >
          {t('formats.change')}
        </Button>
      </Group>
      {opening.missing && !opening.otherSignLanguages && (
        <Text size="sm" data-testid="point-format-missing">
          {t('formats.missing', { format: choiceName(opening.missing) })}
        </Text>
      )}
      {missingSign && opening.otherSignLanguages && (
        <Stack gap="xs" data-testid="point-sign-language-others">
          <Text size="sm" data-testid="point-format-missing">
            {t('formats.missing_sign', { language: signName.short(missingSign) })}
          </Text>
          {opening.otherSignLanguages.map((video) => (
            <Block
              key={video.language}
              title={t('formats.sign_language.title_in', { language: signName.full(video.language) })}
              testId={`point-sign-language-other-${video.language}`}
            >
              <PointVideo media={{ fileType: 'video', url: video.url }} testId="sign-language-video" />
            </Block>
          ))}
        </Stack>
      )}
      {opening.format === 'sign-language' && opening.signLanguageVideo && (
        <Block
          title={t('formats.sign_language.title_in', { language: signName.full(opening.signLanguageVideo.language) })}
          testId="point-sign-language-first"
        >
          <div data-sign-language={opening.signLanguageVideo.language} data-testid="point-sign-language-video-frame">
            {/* The visitor chose it: it starts by itself, muted (docs/product-decisions.md, "Formats"). */}
            <PointVideo
              media={{ fileType: 'video', url: opening.signLanguageVideo.url }}
              testId="sign-language-video"
              autoPlay
            />
          </div>
        </Block>
      )}
      {opening.format === 'transcript' && (
        <Block title={t('formats.transcript.title')} testId="point-transcript-first">
          <Text style={{ whiteSpace: 'pre-line' }}>{transcript}</Text>
        </Block>
      )}
      {opening.format === 'audio-description' && described && (
        <PointAudio
          src={described.src}
          language={described.language}
          isFallback={described.language !== language}
          title={t('formats.audio_description.title')}
          testId="audio-description"
        />
      )}
      {opening.format === 'easy-read' && <EasyRead point={point} fullText={fullText} players={players} />}
      <FormatDialog
        opened={isChanging}
        onClose={() => setChanging(false)}
        offered={offered}
        chosen={shown}
        onChoose={onChoose}
      />
    </Stack>
  );
}
