import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import type { FieldChange, RecordChange } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import classes from './change-list.module.css';
import { ConfirmActionButton } from './confirm-action.tsx';

const CHANGE_COLOR = { added: 'teal.9', removed: 'red.9', changed: 'orange.9' } as const;
const LANGUAGE_NAMES = { pt: 'PT', en: 'EN', es: 'ES', fr: 'FR' } as const;
// Line breaks kept: a technical sheet changes as one line per row.
const CELL = { wordBreak: 'break-word', whiteSpace: 'pre-line' } as const;

/**
 * A value as a manager reads it in a diff: text without markup, anything else briefly. A technical
 * sheet (`byLine`) is one "Label: value" line per row, each cut alone: the changed row may be the last.
 */
function shown(value: unknown, empty: string, byLine = false): string {
  if (value === null || value === undefined || value === '') return empty;
  const text =
    typeof value === 'string'
      ? (new DOMParser().parseFromString(value, 'text/html').body.textContent ?? value)
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  const cut = (line: string) => (line.length > 160 ? `${line.slice(0, 157)}…` : line);
  return byLine ? text.split('\n').map(cut).join('\n') : cut(text);
}

function FieldRows({ fields }: { fields: FieldChange[] }) {
  const { t } = useTranslation();
  const empty = t('panel.publishing.empty_value');
  const before = t('panel.publishing.before');
  const after = t('panel.publishing.after');
  return (
    <Table verticalSpacing={4} fz="sm" layout="fixed" className={classes.fields}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="28%">{t('panel.publishing.field')}</Table.Th>
          <Table.Th>{before}</Table.Th>
          <Table.Th>{after}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr key={`${field.field}-${field.language ?? ''}`} data-testid="change-field" data-field={field.field}>
            <Table.Td>
              {t(`panel.publishing.fields.${field.field}` as MessageKey, { defaultValue: field.field })}
              {field.language && (
                <Badge ml={6} size="xs" variant="outline" color="gray.7" aria-label={t('panel.publishing.language')}>
                  {LANGUAGE_NAMES[field.language]}
                </Badge>
              )}
            </Table.Td>
            <Table.Td style={CELL} data-label={before}>
              {shown(field.before, empty, field.field === 'technicalSheet')}
            </Table.Td>
            <Table.Td style={CELL} data-label={after}>
              {shown(field.after, empty, field.field === 'technicalSheet')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Records that differ between two versions of a guide, each with its changed fields (a translated
 * field per language). `onDiscard`, when given, offers to put a record back (guide, journey,
 * point, map or engagement rule: emblem, instant or prize-draw reward; shared sponsors and social
 * networks are edited on their own screens).
 */
export function ChangeList({
  changes,
  onDiscard,
}: {
  changes: RecordChange[];
  onDiscard?: ((change: RecordChange) => Promise<void>) | undefined;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {changes.map((change) => {
        const shared = change.kind === 'sponsor' || change.kind === 'socialNetwork';
        return (
          <li key={`${change.kind}-${change.id}`}>
            <Paper withBorder p="sm" data-testid="draft-change" data-kind={change.kind} data-id={change.id}>
              <Stack gap="xs">
                <Group justify="space-between" gap="xs">
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      {t(`panel.publishing.kind.${change.kind}`)}
                    </Text>
                    <Text fw={600}>{localize(change.name) || change.id}</Text>
                    <Badge color={CHANGE_COLOR[change.change]} variant="light">
                      {t(`panel.publishing.change.${change.change}`)}
                    </Badge>
                  </Group>
                  {onDiscard &&
                    (shared ? (
                      <Text size="xs" c="dimmed">
                        {t('panel.publishing.shared_hint')}
                      </Text>
                    ) : (
                      <ConfirmActionButton
                        size="compact-sm"
                        variant="subtle"
                        color="red.9"
                        label={t('panel.publishing.discard')}
                        question={t('panel.publishing.discard_confirm')}
                        onConfirm={() => onDiscard(change)}
                        testId="draft-change-discard"
                      />
                    ))}
                </Group>
                {change.fields.length > 0 && <FieldRows fields={change.fields} />}
              </Stack>
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}
