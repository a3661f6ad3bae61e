import '@mantine/core/styles/Accordion.css';
import { Accordion, Button, Stack, Text } from '@mantine/core';
import type { PointSection } from '@percurso/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage, useLocalize } from '../../i18n/use-content-language.ts';
import { PointAudio } from './point-audio.tsx';
import { PointDocuments } from './point-documents.tsx';
import { PointGallery } from './point-gallery.tsx';
import { mediaForLanguage, mediaOfType } from './point-media.ts';
import { PointVideo } from './point-video.tsx';

/** The point's extra content blocks (the spec's intPointContent) as an accordion. */
export function PointSections({ sections }: { sections: PointSection[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const language = useContentLanguage();

  return (
    <Accordion variant="separated" radius="md" data-testid="point-sections">
      {sections.map((section, index) => {
        const name = localize(section.name);
        const audio = mediaForLanguage(section.audio, language);
        const images = mediaOfType(section.medias, 'image');
        const documents = mediaOfType(section.medias, 'pdf', 'doc');
        return (
          // By position: Mantine builds the control's and the panel's ids from the value, and a name
          // with spaces made aria-labelledby point at ids that do not exist.
          <Accordion.Item key={name} value={`section-${index}`}>
            <Accordion.Control>
              <Text fw={600}>{name}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {audio && (
                  <PointAudio
                    src={audio.src}
                    language={audio.language}
                    isFallback={audio.language !== language}
                    testId="section-audio"
                  />
                )}
                <Text style={{ whiteSpace: 'pre-line' }}>{localize(section.description)}</Text>
                {images.length > 0 && <PointGallery images={images} name={name} />}
                {mediaOfType(section.medias, 'video').map((video) => (
                  <PointVideo key={video.url} media={video} testId="section-video" />
                ))}
                {documents.length > 0 && <PointDocuments documents={documents} />}
                {section.link && (
                  <Button
                    component="a"
                    href={section.link}
                    target="_blank"
                    rel="noopener"
                    variant="light"
                    rightSection={<IconExternalLink size={16} />}
                  >
                    {t('visitor.point.section_link')}
                  </Button>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
