import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { ChartData } from './chart-table.ts';

/** How a chart draws its data: columns, horizontal bars (long labels), stacked bars, or a donut. */
export type ChartKind = 'bar' | 'hbar' | 'stacked' | 'donut';

/** Brand first (#6C4CE0 then #40C0B7, theme colours 'brand' and 'accent'), then calm distinct hues. */
export const CHART_COLORS = ['brand.6', 'accent.6', 'yellow.6', 'pink.6', 'indigo.4', 'gray.6', 'orange.6', 'cyan.8'];

/** How one chart departs from the defaults. */
export interface ChartOptions {
  /** Colours by category (donut) or series (bars), instead of the brand palette. */
  colors?: string[] | undefined;
  /** Highest value of the value axis (10 for mean scores). */
  max?: number | undefined;
  /** A dashed line across the bars (the habit's weekly threshold). */
  reference?: { value: number; label: string } | undefined;
  /** The series the bars draw, when not all: the others are in the table and CSV only (counts beside a percentage). */
  drawn?: readonly string[] | undefined;
  /** Axis labels cut to three letters (weekday names on a phone); the table keeps them whole. */
  shortTicks?: boolean | undefined;
}

/** The chart itself (recharts through @mantine/charts); only the analytics screens import it. */
export function ChartView({
  data,
  kind,
  height,
  options = {},
}: {
  data: ChartData;
  kind: ChartKind;
  height: number;
  options?: ChartOptions | undefined;
}) {
  const palette = options.colors ?? CHART_COLORS;
  const drawn = options.drawn;
  if (drawn) data = { ...data, series: data.series.filter((series) => drawn.includes(series.key)) };
  if (kind === 'donut') {
    const series = data.series[0];
    const slices = data.rows
      .map((row, index) => ({
        name: String(row[data.category.key]),
        value: Number(row[series?.key ?? ''] ?? 0),
        color: palette[index % palette.length] ?? 'brand.6',
      }))
      .filter((slice) => slice.value > 0);
    const total = slices.reduce((sum, slice) => sum + slice.value, 0) || 1;
    return (
      <Stack gap="xs" align="center">
        <DonutChart
          data={slices}
          size={Math.min(height - 60, 160)}
          thickness={26}
          tooltipDataSource="segment"
          mx="auto"
          h={height - 40}
        />
        <Group gap="sm" justify="center" aria-hidden>
          {slices.map((slice) => (
            <Group key={slice.name} gap={6} wrap="nowrap">
              <ColorSwatch
                color={`var(--mantine-color-${slice.color.replace('.', '-')})`}
                size={12}
                withShadow={false}
              />
              <Text size="xs">
                {slice.name}: {slice.value} ({Math.round((slice.value / total) * 100)} %)
              </Text>
            </Group>
          ))}
        </Group>
      </Stack>
    );
  }
  const horizontal = kind === 'hbar' || (kind === 'stacked' && data.rows.length > 6);
  return (
    <BarChart
      h={horizontal ? Math.max(height, data.rows.length * rowHeight(data) + 40) : height}
      data={data.rows}
      dataKey={data.category.key}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      type={kind === 'stacked' ? 'stacked' : 'default'}
      series={data.series.map((series, index) => ({
        name: series.key,
        label: series.label,
        color: palette[index % palette.length] ?? 'brand.6',
      }))}
      withLegend={data.series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="none"
      gridAxis={horizontal ? 'y' : 'x'}
      barProps={{ radius: 4 }}
      maxBarWidth={36}
      yAxisProps={
        horizontal
          ? { width: 120, interval: 0 }
          : { allowDecimals: false, width: 40, domain: [0, options.max ?? 'auto'] }
      }
      xAxisProps={
        horizontal
          ? { allowDecimals: false, domain: [0, options.max ?? 'auto'] }
          : {
              interval: data.rows.length <= 7 && (options.shortTicks || shortLabels(data)) ? 0 : 'preserveStartEnd',
              ...(options.shortTicks ? { tickFormatter: (value: string) => String(value).slice(0, 3) } : {}),
            }
      }
      referenceLines={
        options.reference
          ? [{ y: options.reference.value, label: options.reference.label, color: 'accent.8', strokeDasharray: '6 4' }]
          : []
      }
    />
  );
}

/**
 * A horizontal chart's height per row: 34 px, or more when its longest label wraps to more lines
 * than that holds in the axis's 120 px (about 16 characters a line at the tick's 12 px): labels
 * of neighbouring rows would overlap.
 */
function rowHeight(data: ChartData): number {
  const longest = Math.max(0, ...data.rows.map((row) => String(row[data.category.key]).length));
  return Math.max(34, Math.ceil(longest / 16) * 14 + 8);
}

/** Whether every category label fits under its bar (else recharts skips some to avoid overlaps). */
function shortLabels(data: ChartData): boolean {
  return data.rows.every((row) => String(row[data.category.key]).length <= 6);
}
