import { Button, Group, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import { type GuideBundle, showsMachineText } from '@percurso/shared';
import {
  IconExternalLink,
  IconFileText,
  IconHandLoveYou,
  IconHeadphones,
  IconInfoCircle,
  IconLanguage,
  IconListCheck,
  IconMap2,
  IconMovie,
  IconPhoto,
  IconTextIncrease,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage, useLocalize } from '../../i18n/use-content-language.ts';
import { MachineTranslatedNote } from '../../ui/machine-translated-note.tsx';
import { RegisterPrompt, useSessionUser } from '../account/index.ts';
import { TutorialDialog } from '../settings/tutorial-dialog.tsx';
import { orderedByIds } from './ordered-by-ids.ts';

type IconRow = readonly [ReactNode, MessageKey];

const POINT_ICONS: IconRow[] = [
  [<IconHeadphones key="audio" size={20} />, 'visitor.tutorial.icon_audio'],
  [<IconMovie key="video" size={20} />, 'visitor.tutorial.icon_video'],
  [<IconPhoto key="images" size={20} />, 'visitor.tutorial.icon_images'],
  [<IconFileText key="documents" size={20} />, 'visitor.tutorial.icon_documents'],
  [<IconListCheck key="quiz" size={20} />, 'visitor.tutorial.icon_quiz'],
  [<IconHandLoveYou key="sign" size={20} />, 'visitor.tutorial.icon_sign_language'],
];

const CONTROL_ICONS: IconRow[] = [
  [<IconMap2 key="map" size={20} />, 'visitor.tutorial.control_map'],
  [<IconLanguage key="language" size={20} />, 'visitor.tutorial.control_language'],
  [<IconTextIncrease key="text" size={20} />, 'visitor.tutorial.control_text_size'],
  [<IconInfoCircle key="about" size={20} />, 'visitor.tutorial.control_about'],
];

function IconHelpSlide({ title, rows }: { title: string; rows: IconRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {title}
      </Title>
      {rows.map(([icon, text]) => (
        <Group key={text} gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
          <Text>{t(text)}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The guide tutorial: the guide itself, then two slides explaining the icons and, for anonymous
 * visitors, a register slide (spec §2 Dialogs) whose buttons close the tutorial and open the
 * account dialog.
 */
export default function GuideTutorial({ bundle, onClose }: { bundle: GuideBundle; onClose: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const language = useContentLanguage();
  const user = useSessionUser();
  const { guide } = bundle;
  const link = guide.toolTipLink;
  const linkUrl = localize(link?.link);
  const sponsors = orderedByIds(bundle.sponsors, guide.sponsorIds);

  const slides = [
    <Stack key="guide" gap="sm">
      {/* A fixed box (the image fits inside): the dialog does not grow when the image arrives. */}
      {guide.tutorialImage && <Image src={guide.tutorialImage} alt="" radius="md" h={240} fit="contain" />}
      {!guide.hideTutorialName && (
        <Title order={2} fz="h3">
          {localize(guide.name)}
        </Title>
      )}
      <Text style={{ whiteSpace: 'pre-line' }}>{localize(guide.description)}</Text>
      {showsMachineText(guide.translationFlags, language, {
        ...(guide.hideTutorialName ? {} : { name: guide.name }),
        description: guide.description,
        ...(linkUrl ? { 'toolTipLink.title': link?.title } : {}),
      }) && <MachineTranslatedNote testId="guide-machine-translated" />}
      {linkUrl && (
        <Button
          component="a"
          href={linkUrl}
          target="_blank"
          rel="noopener"
          variant="light"
          rightSection={<IconExternalLink size={16} />}
        >
          {localize(link?.title) || linkUrl}
        </Button>
      )}
      {sponsors.length > 0 && (
        <Stack gap={4}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t('visitor.tutorial.sponsors')}
          </Text>
          <Group gap="md">
            {sponsors.map((sponsor) => (
              <a key={sponsor.id} href={sponsor.url} target="_blank" rel="noopener">
                <img src={sponsor.image} alt={sponsor.name} width={120} height={36} style={{ objectFit: 'contain' }} />
              </a>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>,
    <IconHelpSlide key="points" title={t('visitor.tutorial.icons_title')} rows={POINT_ICONS} />,
    <IconHelpSlide key="controls" title={t('visitor.tutorial.controls_title')} rows={CONTROL_ICONS} />,
    ...(user === null || user?.isAnonymous ? [<RegisterPrompt key="register" onChoose={onClose} />] : []),
  ];

  return <TutorialDialog slides={slides} onClose={onClose} />;
}
