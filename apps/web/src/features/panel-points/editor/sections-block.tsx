import { Button, Input, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LANGUAGES, type PointSection } from '@percurso/shared';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../../panel/common/index.ts';
import { LANGUAGE_NAME_KEYS } from '../../point/language-names.ts';
import type { EditorBlockProps } from './editor-types.ts';
import { replaceAt } from './media-kinds.ts';
import { MediaList } from './media-list.tsx';
import { OrderedItem } from './ordered-item.tsx';
import { PointMediaField } from './point-media-field.tsx';

const emptySection = (): PointSection => ({ name: {}, description: {}, medias: [] });

/** Extra titled blocks of the point (the spec's intPointContent): text, link, media, narration. */
export function SectionsBlock({ draft, update }: EditorBlockProps) {
  const { t } = useTranslation();
  const sections = draft.sections;
  const setSections = (next: PointSection[]) => update({ sections: next });

  return (
    <Stack gap="sm">
      {sections.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('panel.points.sections.empty')}
        </Text>
      )}
      {sections.map((section, index) => {
        const set = (patch: Partial<PointSection>) => setSections(replaceAt(sections, index, { ...section, ...patch }));
        return (
          <OrderedItem
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; order is the identity
            key={index}
            items={sections}
            index={index}
            onChange={setSections}
            title={<Text fw={600}>{t('panel.points.sections.number', { number: index + 1 })}</Text>}
            testId="point-section"
          >
            <LocalizedTextField
              label={t('panel.points.sections.name')}
              value={section.name}
              onChange={(name) => set({ name })}
            />
            <LocalizedTextField
              label={t('panel.points.sections.description')}
              kind="multiline"
              value={section.description}
              onChange={(description) => set({ description })}
            />
            <TextInput
              label={t('panel.points.sections.link')}
              type="url"
              placeholder="https://"
              value={section.link ?? ''}
              onChange={(event) => set({ link: event.currentTarget.value.trim() || undefined })}
            />
            <Input.Wrapper label={t('panel.points.field.medias')}>
              <MediaList
                medias={section.medias}
                onChange={(medias) => set({ medias })}
                testId={`section-${index}-medias`}
              />
            </Input.Wrapper>
            <Input.Wrapper label={t('panel.points.field.audio')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {LANGUAGES.map((language) => (
                  <PointMediaField
                    key={language}
                    label={t(LANGUAGE_NAME_KEYS[language])}
                    kind="audio"
                    value={section.audio?.[language]}
                    onChange={(url) => {
                      const { [language]: _old, ...rest } = section.audio ?? {};
                      set({ audio: url ? { ...rest, [language]: url } : rest });
                    }}
                  />
                ))}
              </SimpleGrid>
            </Input.Wrapper>
          </OrderedItem>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        onClick={() => setSections([...sections, emptySection()])}
        data-testid="point-section-add"
      >
        {t('panel.points.sections.add')}
      </Button>
    </Stack>
  );
}
