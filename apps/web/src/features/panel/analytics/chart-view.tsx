import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import type { ChartData } from './chart-table.ts';

/** How a chart draws its data: columns, horizontal bars (long labels), stacked bars, or a donut. */
export type ChartKind = 'bar' | 'hbar' | 'stacked' | 'donut';

/** Brand first (#6C4CE0 then #40C0B7, theme colours 'brand' and 'accent'), then calm distinct hues. */
export const CHART_COLORS = ['brand.6', 'accent.6', 'yellow.6', 'pink.6', 'indigo.4', 'gray.6', 'orange.6', 'cyan.8'];

/** The chart itself (recharts through @mantine/charts); only the analytics screens import it. */
export function ChartView({ data, kind, height }: { data: ChartData; kind: ChartKind; height: number }) {
  if (kind === 'donut') {
    const series = data.series[0];
    const slices = data.rows
      .map((row, index) => ({
        name: String(row[data.category.key]),
        value: Number(row[series?.key ?? ''] ?? 0),
        color: CHART_COLORS[index % CHART_COLORS.length] ?? 'brand.6',
      }))
      .filter((slice) => slice.value > 0);
    return (
      <DonutChart
        data={slices}
        size={Math.min(height, 200)}
        thickness={28}
        withLabels
        withLabelsLine
        labelsType="percent"
        tooltipDataSource="segment"
        mx="auto"
        h={height}
      />
    );
  }
  const horizontal = kind === 'hbar' || (kind === 'stacked' && data.rows.length > 6);
  return (
    <BarChart
      h={horizontal ? Math.max(height, data.rows.length * 34 + 40) : height}
      data={data.rows}
      dataKey={data.category.key}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      type={kind === 'stacked' ? 'stacked' : 'default'}
      series={data.series.map((series, index) => ({
        name: series.key,
        label: series.label,
        color: CHART_COLORS[index % CHART_COLORS.length] ?? 'brand.6',
      }))}
      withLegend={data.series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="none"
      gridAxis={horizontal ? 'x' : 'y'}
      barProps={{ radius: 4 }}
      maxBarWidth={36}
      yAxisProps={horizontal ? { width: 120, interval: 0 } : { allowDecimals: false, width: 40 }}
      xAxisProps={horizontal ? { allowDecimals: false } : { interval: 'preserveStartEnd' }}
    />
  );
}
