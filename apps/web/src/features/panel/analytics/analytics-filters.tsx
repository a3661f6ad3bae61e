import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The dashboards' filters: an inclusive date range (yyyy-mm-dd) and, on a guide, one journey or all. */
export interface AnalyticsFilters {
  from: string;
  to: string;
  journeyId: string | undefined;
}

/** Default range: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** A local calendar day as yyyy-mm-dd (the manager's day, not UTC's). */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The default range ending `today`: 30 days, so from = today − 29. */
export function defaultRange(today: Date = new Date()): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (DEFAULT_RANGE_DAYS - 1));
  return { from: isoDay(from), to: isoDay(today) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Filters from the address (?from=&to=&journey=), so a dashboard view can be bookmarked and shared. */
export function readFilters(params: URLSearchParams, today: Date = new Date()): AnalyticsFilters {
  const range = defaultRange(today);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    from: DAY.test(from) ? from : range.from,
    to: DAY.test(to) ? to : range.to,
    journeyId: params.get('journey') || undefined,
  };
}

export function useAnalyticsFilters(): [AnalyticsFilters, (patch: Partial<AnalyticsFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const update = (patch: Partial<AnalyticsFilters>) => {
    const next = { ...filters, ...patch };
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('from', next.from);
        out.set('to', next.to);
        if (next.journeyId) out.set('journey', next.journeyId);
        else out.delete('journey');
        return out;
      },
      { replace: true },
    );
  };
  return [filters, update];
}

interface FilterBarProps {
  value: AnalyticsFilters;
  onChange: (patch: Partial<AnalyticsFilters>) => void;
  /** The guide's journeys; without them (access and road-map dashboards) no journey filter. */
  journeys?: Array<{ value: string; label: string }> | undefined;
}

/** Date range and journey filter. A reversed range is refused where it is typed. */
export function AnalyticsFilterBar({ value, onChange, journeys }: FilterBarProps) {
  const { t } = useTranslation();
  const reversed = value.from > value.to;
  return (
    <SimpleGrid cols={{ base: journeys ? 2 : 2, sm: journeys ? 3 : 2 }} data-testid="analytics-filters">
      <TextInput
        type="date"
        label={t('panel.analytics.from')}
        value={value.from}
        max={value.to}
        onChange={(event) => event.currentTarget.value && onChange({ from: event.currentTarget.value })}
        error={reversed ? t('panel.analytics.reversed_range') : undefined}
        data-testid="analytics-from"
      />
      <TextInput
        type="date"
        label={t('panel.analytics.to')}
        value={value.to}
        min={value.from}
        onChange={(event) => event.currentTarget.value && onChange({ to: event.currentTarget.value })}
        data-testid="analytics-to"
      />
      {journeys && (
        <Select
          label={t('panel.analytics.journey')}
          placeholder={t('panel.analytics.all_journeys')}
          data={journeys}
          value={value.journeyId ?? null}
          onChange={(journeyId) => onChange({ journeyId: journeyId ?? undefined })}
          clearable
          data-testid="analytics-journey"
        />
      )}
    </SimpleGrid>
  );
}
