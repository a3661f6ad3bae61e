import { Button, Stack, Text } from '@mantine/core';
import { TECHNICAL_SHEET_MAX_ROWS, type TechnicalSheetRow } from '@percurso/shared';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../../panel/common/index.ts';
import { type EditorBlockProps, fieldError, flagProps } from './editor-types.ts';
import { replaceAt } from './media-kinds.ts';
import { OrderedItem } from './ordered-item.tsx';

const emptyRow = (): TechnicalSheetRow => ({ label: {}, value: {} });

/**
 * The point's technical sheet ("Ficha técnica"): rows of label and value, each in the four
 * languages, added, removed and moved. The sheet's translation flags are kept per language for the
 * whole sheet (its rows have no ids to keep them by).
 */
export function TechnicalSheetBlock({ draft, update, errors }: EditorBlockProps) {
  const { t } = useTranslation();
  const rows = draft.technicalSheet ?? [];
  const setRows = (technicalSheet: TechnicalSheetRow[]) => update({ technicalSheet });
  const flags = flagProps(draft, update, 'technicalSheet');
  const errorOf = (field: string) => ({ pt: fieldError(errors, field, t) });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('panel.points.technical_sheet.hint', { count: TECHNICAL_SHEET_MAX_ROWS })}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('panel.points.technical_sheet.empty')}
        </Text>
      )}
      {rows.map((row, index) => {
        const set = (patch: Partial<TechnicalSheetRow>) => setRows(replaceAt(rows, index, { ...row, ...patch }));
        return (
          <OrderedItem
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; order is the identity
            key={index}
            items={rows}
            index={index}
            onChange={setRows}
            title={<Text fw={600}>{t('panel.points.technical_sheet.row', { number: index + 1 })}</Text>}
            testId="technical-sheet-row"
          >
            <LocalizedTextField
              label={t('panel.points.technical_sheet.label')}
              value={row.label}
              onChange={(label) => set({ label })}
              {...flags}
              required={['pt']}
              errors={errorOf(`technicalSheet.${index}.label`)}
              testId={`technical-sheet-${index}-label`}
            />
            <LocalizedTextField
              label={t('panel.points.technical_sheet.value')}
              kind="multiline"
              value={row.value}
              onChange={(value) => set({ value })}
              {...flags}
              required={['pt']}
              errors={errorOf(`technicalSheet.${index}.value`)}
              testId={`technical-sheet-${index}-value`}
            />
          </OrderedItem>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        disabled={rows.length >= TECHNICAL_SHEET_MAX_ROWS}
        onClick={() => setRows([...rows, emptyRow()])}
        data-testid="technical-sheet-add"
      >
        {t('panel.points.technical_sheet.add')}
      </Button>
    </Stack>
  );
}
