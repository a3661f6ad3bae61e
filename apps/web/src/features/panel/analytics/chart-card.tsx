import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../common/download.ts';
import { type ChartData, csvFileName, isEmptyChart, toCsv, toTable } from './chart-table.ts';
import { type ChartKind, type ChartOptions, ChartView } from './chart-view.tsx';

interface ChartCardProps {
  title: string;
  /** Undefined while loading: the card shows a skeleton of its size. */
  data: ChartData | undefined;
  kind?: ChartKind;
  height?: number;
  testId: string;
  /** A line under the title (what is counted). */
  hint?: string;
  options?: ChartOptions;
  /** Draws the chart view instead of a chart of the data (the heatmap over a plan); the table and CSV stay the data's. */
  draw?: () => ReactNode;
}

/**
 * A dashboard chart: its title, the chart or — one click away — a table of exactly the same data
 * (the accessible reading of the chart), and a CSV download of that table.
 */
export function ChartCard({ title, data, kind = 'bar', height = 240, testId, hint, options, draw }: ChartCardProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const empty = data !== undefined && isEmptyChart(data);
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId} aria-labelledby={titleId} component="section">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Title order={3} fz="md" id={titleId}>
              {title}
            </Title>
            {hint && (
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            )}
          </div>
          {data && !empty && (
            <Group gap={6} wrap="nowrap">
              <SegmentedControl
                size="xs"
                value={view}
                onChange={(value) => setView(value as 'chart' | 'table')}
                data={[
                  { value: 'chart', label: t('panel.analytics.view_chart') },
                  { value: 'table', label: t('panel.analytics.view_table') },
                ]}
                aria-label={t('panel.analytics.view_label', { title })}
                data-testid="chart-view-toggle"
              />
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconDownload size={14} />}
                onClick={() => downloadText(csvFileName(title), toCsv(data))}
                aria-label={t('panel.analytics.csv_label', { title })}
                data-testid="chart-csv"
              >
                CSV
              </Button>
            </Group>
          )}
        </Group>
        {data === undefined ? (
          <Skeleton h={height} radius="md" data-testid="chart-loading" />
        ) : empty ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="chart-empty">
            {t('panel.analytics.no_data')}
          </Text>
        ) : view === 'table' ? (
          <ChartTable data={data} caption={title} />
        ) : draw ? (
          <div data-testid="chart">{draw()}</div>
        ) : (
          <div role="img" aria-label={t('panel.analytics.chart_label', { title })} data-testid="chart">
            <ChartView data={data} kind={kind} height={height} options={options} />
          </div>
        )}
      </Stack>
    </Card>
  );
}

/** The table view: a real table with a caption and column headers, scrollable on a phone. */
export function ChartTable({ data, caption }: { data: ChartData; caption: string }) {
  const table = toTable(data);
  return (
    <Table.ScrollContainer minWidth={260} maxHeight={420}>
      <Table striped verticalSpacing={4} fz="sm" data-testid="chart-table" stickyHeader>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {table.header.map((label, index) => (
              <Table.Th key={label} scope="col" ta={index === 0 ? 'left' : 'right'}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <Table.Th key={table.header[index]} scope="row" fw={500}>
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={table.header[index]} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {cell}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
