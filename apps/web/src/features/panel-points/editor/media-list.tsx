import { Badge, Button, Input, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { LANGUAGES, type Language, MEDIA_FILE_TYPES, type Media } from '@percurso/shared';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../../panel/common/index.ts';
import { LANGUAGE_NAME_KEYS } from '../../point/language-names.ts';
import { FILE_TYPE_LABEL, replaceAt, UPLOAD_KIND } from './media-kinds.ts';
import { OrderedItem } from './ordered-item.tsx';
import { PointMediaField } from './point-media-field.tsx';

interface MediaListProps {
  medias: readonly Media[];
  onChange: (medias: Media[]) => void;
  /** Prefix of the test ids, so the point's list and each section's list differ. */
  testId: string;
}

/** A list of media files (image, video, audio, pdf, doc) with name, caption and order. */
export function MediaList({ medias, onChange, testId }: MediaListProps) {
  const { t } = useTranslation();
  const add = (fileType: Media['fileType']) => onChange([...medias, { fileType, url: '' }]);

  return (
    <Stack gap="sm" data-testid={testId}>
      {medias.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('panel.points.media.empty')}
        </Text>
      )}
      {medias.map((media, index) => {
        const set = (patch: Partial<Media>) => onChange(replaceAt(medias, index, { ...media, ...patch }));
        const setCaptions = (language: Language, url: string | undefined) => {
          const { [language]: _old, ...rest } = media.captions ?? {};
          set({ captions: url ? { ...rest, [language]: url } : rest });
        };
        return (
          <OrderedItem
            // biome-ignore lint/suspicious/noArrayIndexKey: media have no id; order is the identity
            key={index}
            items={medias}
            index={index}
            onChange={onChange}
            title={<Badge variant="light">{t(FILE_TYPE_LABEL[media.fileType])}</Badge>}
            testId={`${testId}-item`}
          >
            <PointMediaField
              label={t('panel.points.media.file')}
              kind={UPLOAD_KIND[media.fileType]}
              value={media.url || undefined}
              onChange={(url) => set({ url: url ?? '' })}
              testId={`${testId}-file-${index}`}
            />
            {media.fileType === 'video' && (
              <PointMediaField
                label={t('panel.points.media.poster')}
                kind="image"
                value={media.posterUrl}
                onChange={(posterUrl) => set({ posterUrl })}
              />
            )}
            {media.fileType === 'video' && (
              <Input.Wrapper label={t('panel.a11y.captions')} description={t('panel.a11y.captions_hint')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                  {LANGUAGES.map((language) => (
                    <PointMediaField
                      key={language}
                      label={t(LANGUAGE_NAME_KEYS[language])}
                      kind="captions"
                      value={media.captions?.[language]}
                      onChange={(url) => setCaptions(language, url)}
                      testId={`${testId}-captions-${index}-${language}`}
                    />
                  ))}
                </SimpleGrid>
              </Input.Wrapper>
            )}
            {media.fileType === 'image' && (
              <LocalizedTextField
                label={t('panel.a11y.alt')}
                description={t('panel.a11y.alt_hint')}
                value={media.alt ?? {}}
                onChange={(alt) => set({ alt })}
                testId={`${testId}-alt-${index}`}
              />
            )}
            <LocalizedTextField
              label={t('panel.points.media.name')}
              value={media.name ?? {}}
              onChange={(name) => set({ name })}
            />
            <LocalizedTextField
              label={t('panel.points.media.caption')}
              value={media.caption ?? {}}
              onChange={(caption) => set({ caption })}
            />
          </OrderedItem>
        );
      })}
      <Menu position="bottom-start">
        <Menu.Target>
          <Button variant="light" leftSection={<IconPlus size={16} />} w="fit-content" data-testid={`${testId}-add`}>
            {t('panel.points.media.add')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {MEDIA_FILE_TYPES.map((fileType) => (
            <Menu.Item key={fileType} onClick={() => add(fileType)} data-testid={`${testId}-add-${fileType}`}>
              {t(FILE_TYPE_LABEL[fileType])}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
