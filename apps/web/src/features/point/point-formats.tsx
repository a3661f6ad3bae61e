import '../../ui/dialog-styles.ts';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormatsMessageKey } from '@percurso/i18n';
import type { ContentFormat, ContentFormatInput, OpeningFormat, Point, UserProfile } from '@percurso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPut } from '../../api/http.ts';
import { loadFormatMessages, useFormatMessages } from '../../i18n/format-messages.ts';
import { useContentLanguage, useLocalize } from '../../i18n/use-content-language.ts';
import { sessionQuery, useSessionUser } from '../account/index.ts';
import type { PointAudio } from './point-audio.tsx';
import type { mediaForLanguage } from './point-media.ts';
import type { PointVideo } from './point-video.tsx';

export { loadFormatMessages };

const NAME_KEYS: Record<ContentFormat, FormatsMessageKey> = {
  standard: 'formats.name.standard',
  narration: 'formats.name.narration',
  'sign-language': 'formats.name.sign-language',
  transcript: 'formats.name.transcript',
  'easy-read': 'formats.name.easy-read',
  'audio-description': 'formats.name.audio-description',
};
/**
 * Every format, in the order of CONTENT_FORMATS (the record's keys). Not imported, nor the store:
 * what this chunk and the point view's share would be a chunk of its own, named in the app shell.
 */
const FORMATS = Object.keys(NAME_KEYS) as ContentFormat[];

/** The point view's store (settings/content-format.ts), handed down. */
type Choose = (format: ContentFormat) => void;

/**
 * The point view's players, handed down too: imported here as well, they would leave the point
 * view's chunk for one of their own, which the app shell would then have to name.
 */
export interface FormatPlayers {
  Audio: typeof PointAudio;
  Video: typeof PointVideo;
  forLanguage: typeof mediaForLanguage;
}

/**
 * Chooses a format on this device and, for a registered visitor, on their profile (their other
 * devices open points in it too). The session's copy changes first, so the profile sync below
 * never takes the old one back.
 */
function useChooseFormat(chooseContentFormat: Choose) {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return (format: ContentFormat) => {
    chooseContentFormat(format);
    if (!user || user.isAnonymous) return;
    const next: UserProfile = { ...user, contentFormat: format };
    queryClient.setQueryData(sessionQuery().queryKey, next);
    const body: ContentFormatInput = { format };
    // Best effort: this device keeps the choice in any case.
    void apiPut<UserProfile>('/api/me/content-format', body).catch(() => undefined);
  };
}

/**
 * A registered visitor's profile and this device agree: a format chosen on another device (the
 * profile's) is taken here; one chosen here before signing in is kept on the profile.
 */
function useProfileFormat(chosen: ContentFormat | undefined, chooseContentFormat: Choose) {
  const user = useSessionUser();
  const choose = useChooseFormat(chooseContentFormat);
  // Once per session answer: a choice made here updates the answer itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    if (!user || user.isAnonymous) return;
    const saved = user.contentFormat ?? undefined;
    if (saved && saved !== chosen) chooseContentFormat(saved);
    else if (!saved && chosen) choose(chosen);
  }, [user]);
}

/** One button per format; the current one pressed. */
function FormatChoices({
  formats,
  current,
  onChoose,
}: {
  formats: readonly ContentFormat[];
  current: ContentFormat | undefined;
  onChoose: (format: ContentFormat) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {formats.map((format) => (
        <Button
          key={format}
          variant={format === current ? 'filled' : 'light'}
          justify="flex-start"
          aria-pressed={format === current}
          onClick={() => onChoose(format)}
          styles={{ root: { height: 'auto', minHeight: 44 }, label: { whiteSpace: 'normal', paddingBlock: 6 } }}
          data-testid={`format-choice-${format}`}
        >
          {t(NAME_KEYS[format])}
        </Button>
      ))}
    </Stack>
  );
}

const OFFERED_STORAGE_KEY = 'percurso.formatOffered';

/**
 * The choice is offered once: on the first point a visitor opens (and again on that point until
 * answered); on the others, the format line below says "Padrão" with its "Mudar".
 */
function isOfferedOn(pointId: string): boolean {
  try {
    const offered = localStorage.getItem(OFFERED_STORAGE_KEY);
    if (offered === null) localStorage.setItem(OFFERED_STORAGE_KEY, pointId);
    return offered === null || offered === pointId;
  } catch {
    return true;
  }
}

/** Offered once, on the first point a visitor opens: every format, or not now (standard). */
function FormatOffer({ chooseContentFormat }: { chooseContentFormat: Choose }) {
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
        <FormatChoices formats={FORMATS} current={undefined} onChoose={choose} />
        <Button variant="subtle" onClick={() => choose('standard')} data-testid="format-offer-later">
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
  /** The visitor's choice; undefined: never chose (the offer shows). */
  chosen: ContentFormat | undefined;
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
export default function PointFormats({ point, opening, chosen, fullText, onChoose, players }: PointFormatsProps) {
  const { Audio: PointAudio, Video: PointVideo, forLanguage: mediaForLanguage } = players;
  useFormatMessages();
  useProfileFormat(chosen, onChoose);
  const { t } = useTranslation();
  const localize = useLocalize();
  const language = useContentLanguage();
  const choose = useChooseFormat(onChoose);
  const [isChanging, setChanging] = useState(false);
  if (!chosen && isOfferedOn(point.id)) return <FormatOffer chooseContentFormat={onChoose} />;
  const shownFormat = chosen ?? 'standard';
  const described = mediaForLanguage(point.audioDescription, language);
  const transcript = localize(point.audioTranscript);
  return (
    <Stack gap="sm" data-testid="point-format" data-format={opening.format}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="point-format-current">
          {t('formats.current', { format: t(NAME_KEYS[shownFormat]) })}
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
      {opening.missing && (
        <Text size="sm" data-testid="point-format-missing">
          {t('formats.missing', { format: t(NAME_KEYS[opening.missing]) })}
        </Text>
      )}
      {opening.format === 'sign-language' && point.signLanguageVideo && (
        <Block title={t('formats.sign_language.title')} testId="point-sign-language-first">
          <PointVideo media={{ fileType: 'video', url: point.signLanguageVideo }} testId="sign-language-video" />
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
      <Modal
        opened={isChanging}
        onClose={() => setChanging(false)}
        title={t('formats.dialog.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="format-dialog"
      >
        <Stack gap="sm">
          <Text size="sm">{t('formats.dialog.hint')}</Text>
          <FormatChoices
            formats={FORMATS}
            current={shownFormat}
            onChoose={(format) => {
              choose(format);
              setChanging(false);
            }}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
