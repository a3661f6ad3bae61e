import { WEEKDAY_NAMES_PT } from '@percurso/shared';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadPanelMessages } from '../../../i18n/setup.ts';
import { ageLabel, bandLabel, timeCharts } from './analytics-labels.ts';

const series = {
  byMonth: Array(12).fill(0),
  byDayOfMonth: Array(31).fill(0),
  byHour: Array(24).fill(0),
  byWeekday: [1, 2, 3, 4, 5, 6, 7],
};

describe('dashboard labels', () => {
  beforeAll(async () => {
    await initI18n();
    await loadPanelMessages();
  });
  afterAll(() => i18next.changeLanguage('pt-BR'));

  it('name the weekdays in Portuguese (the spec names), Sunday first, with their counts', () => {
    const chart = timeCharts(i18next.t, 'pt-BR', series, 'Interações').weekday;
    expect(chart.rows.map((row) => row.label)).toEqual([...WEEKDAY_NAMES_PT]);
    expect(chart.rows.map((row) => row.count)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(timeCharts(i18next.t, 'pt-BR', series, 'x').month.rows).toHaveLength(12);
  });

  it.each([
    ['en', 'Sunday', 'Saturday', '60 to 99+', 'Single read'],
    ['es', 'Domingo', 'Sábado', '60 a 99+', 'Lectura única'],
    ['fr', 'Dimanche', 'Samedi', '60 à 99+', 'Lecture unique'],
  ])('translate weekdays, age groups and bands in %s', async (language, sunday, saturday, age, single) => {
    await i18next.changeLanguage(language);
    await loadPanelMessages();
    const labels = timeCharts(i18next.t, language, series, 'x').weekday.rows.map((row) => row.label);
    expect([labels[0], labels[6]]).toEqual([sunday, saturday]);
    expect(ageLabel(i18next.t, '60 a 99+')).toBe(age);
    expect(bandLabel(i18next.t, 'Leitura única')).toBe(single);
    expect(bandLabel(i18next.t, '100')).toBe('100 %');
  });
});
