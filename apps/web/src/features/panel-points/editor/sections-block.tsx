import { ActionIcon, Button, Group, Input, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LANGUAGES, type PointSection } from '@percurso/shared';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../../panel/common/index.ts';
import { LANGUAGE_NAME_KEYS } from '../../point/language-names.ts';
import type { EditorBlockProps } from './editor-types.ts';
import { move, removeAt, replaceAt } from './media-kinds.ts';
import { MediaList } from './media-list.tsx';
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
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; order is the identity
          <Paper key={index} withBorder p="sm" radius="md" data-testid="point-section">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{t('panel.points.sections.number', { number: index + 1 })}</Text>
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('panel.points.move_up')}
                  onClick={() => setSections(move(sections, index, -1))}
                  disabled={index === 0}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('panel.points.move_down')}
                  onClick={() => setSections(move(sections, index, 1))}
                  disabled={index === sections.length - 1}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('panel.points.remove')}
                  onClick={() => setSections(removeAt(sections, index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            <Stack gap="xs">
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
            </Stack>
          </Paper>
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
