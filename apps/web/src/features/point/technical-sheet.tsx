import { Stack, Title } from '@mantine/core';
import type { TechnicalSheetRow } from '@percurso/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTechnicalSheetMessages, useTechnicalSheetMessages } from '../../i18n/technical-sheet-messages.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import classes from './technical-sheet.module.css';

export { loadTechnicalSheetMessages };

/** The rows a visitor reads, in the visitor's language (Portuguese, then any, when missing); empty rows left out. */
export function shownRows(rows: readonly TechnicalSheetRow[], localize: ReturnType<typeof useLocalize>) {
  return rows
    .map((row) => ({ label: localize(row.label), value: localize(row.value) }))
    .filter((row) => row.label !== '' || row.value !== '');
}

/**
 * A point's technical sheet ("Ficha técnica": artist, year, technique, inventory number…) as a
 * definition list under its text: a chunk of its own with its title's messages, drawn by the
 * server too (point-content.tsx).
 */
export default function TechnicalSheet({ rows }: { rows: readonly TechnicalSheetRow[] }) {
  useTechnicalSheetMessages();
  const { t } = useTranslation();
  const localize = useLocalize();
  const titleId = useId();
  const shown = shownRows(rows, localize);
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid="technical-sheet">
      <Title order={3} fz="h5" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }} id={titleId}>
        {t('technical_sheet.title')}
      </Title>
      <dl className={classes.sheet}>
        {shown.map((row, index) => [
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the manager's order is their identity
          <dt key={`l${index}`} className={classes.label}>
            {row.label}
          </dt>,
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <dd key={`v${index}`} className={classes.value}>
            {row.value}
          </dd>,
        ])}
      </dl>
    </Stack>
  );
}
