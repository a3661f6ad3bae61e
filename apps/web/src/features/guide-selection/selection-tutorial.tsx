import { Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queries } from '../../api/queries.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { TutorialDialog } from '../settings/tutorial-dialog.tsx';

/** The guide selection tutorial: the app properties' tooltip title and text, then its images. */
export default function SelectionTutorial({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { data: app } = useQuery(queries.appProperties());
  const images = app?.tooltipImages ?? [];
  const title = localize(app?.tooltipTitle) || t('visitor.tutorial.title');
  const text = localize(app?.tooltipText);

  const slides = [
    <Stack key="intro" gap="sm">
      {/* Fixed boxes (the images fit inside): the dialog does not grow when an image arrives. */}
      {images[0] && <Image src={images[0]} alt="" radius="md" h="min(16.25rem, 35dvh)" fit="contain" />}
      <Title order={2} fz="h3">
        {title}
      </Title>
      {text && <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>}
    </Stack>,
    // The whole image, however short the screen: its box never exceeds half the viewport.
    ...images
      .slice(1)
      .map((src) => <Image key={src} src={src} alt="" radius="md" h="min(22.5rem, 50dvh)" fit="contain" />),
  ];

  return <TutorialDialog slides={slides} onClose={onClose} />;
}
