import { describe, expect, it } from 'vitest';
import {
  ageGroup,
  ageGroupLabels,
  ageOn,
  completionBand,
  defaultAnalyticsRange,
  genderBucket,
  habitScore,
  meetsWeeklyThreshold,
  placeKey,
  regionBucket,
  timeBuckets,
  WEEKDAY_NAMES_PT,
} from './analytics.ts';
import { progressBucket } from './journey-progress.ts';
import { netPromoterScore, ratingBand } from './ratings.ts';

describe('age groups (spec §9)', () => {
  it('puts 18 in the first guide group and 19 in the second; 59/60 split the last two', () => {
    expect(ageGroup('guide', 18)).toBe('0-18');
    expect(ageGroup('guide', 19)).toBe('19-29');
    expect(ageGroup('guide', 59)).toBe('50-59');
    expect(ageGroup('guide', 60)).toBe('60+');
    expect(ageGroup('guide', 61)).toBe('60+');
    expect(ageGroup('guide', 120)).toBe('60+');
  });

  it('road-map groups end with 60 a 99+ up to 120', () => {
    expect(ageGroup('roadMap', 18)).toBe('0 a 18');
    expect(ageGroup('roadMap', 19)).toBe('19 a 29');
    expect(ageGroup('roadMap', 60)).toBe('60 a 99+');
    expect(ageGroup('roadMap', 120)).toBe('60 a 99+');
  });

  it('access groups keep 60 in 51 a 60 and 61 in 60 a 99+', () => {
    expect(ageGroup('access', 18)).toBe('0 a 18');
    expect(ageGroup('access', 19)).toBe('19 a 24');
    expect(ageGroup('access', 24)).toBe('19 a 24');
    expect(ageGroup('access', 25)).toBe('25 a 40');
    expect(ageGroup('access', 40)).toBe('25 a 40');
    expect(ageGroup('access', 41)).toBe('41 a 50');
    expect(ageGroup('access', 60)).toBe('51 a 60');
    expect(ageGroup('access', 61)).toBe('60 a 99+');
    expect(ageGroup('access', 120)).toBe('60 a 99+');
  });

  it('counts unknown, negative and over-120 ages as Desconhecida', () => {
    for (const kind of ['guide', 'roadMap', 'access'] as const) {
      expect(ageGroup(kind, null)).toBe('Desconhecida');
      expect(ageGroup(kind, 121)).toBe('Desconhecida');
      expect(ageGroup(kind, -1)).toBe('Desconhecida');
      expect(ageGroupLabels(kind).at(-1)).toBe('Desconhecida');
      expect(ageGroupLabels(kind)).toHaveLength(7);
    }
  });

  it('computes whole years on the event day, the birthday itself included', () => {
    expect(ageOn('2007-03-10', '2025-03-09')).toBe(17);
    expect(ageOn('2007/03/10', '2025-03-10')).toBe(18);
    expect(ageOn('1905-01-01', '2025-01-01')).toBe(120);
    expect(ageOn('1904-01-01', '2025-01-01')).toBeNull();
    expect(ageOn('2030-01-01', '2025-01-01')).toBeNull();
    expect(ageOn(null, '2025-01-01')).toBeNull();
  });
});

describe('journey progress buckets (spec §9 edges)', () => {
  it('splits at 10/11, keeps 75 in 51 a 75, 99 in 75 a 99 and 100 alone', () => {
    expect(progressBucket(10, false)).toBe('1 a 10');
    expect(progressBucket(11, false)).toBe('11 a 25');
    expect(progressBucket(75, false)).toBe('51 a 75');
    expect(progressBucket(99, false)).toBe('75 a 99');
    expect(progressBucket(100, false)).toBe('100');
    expect(progressBucket(40, true)).toBe('Leitura única');
    expect(progressBucket(0, false)).toBeNull();
  });
});

describe('road-map completion bands', () => {
  it('answers Acesso único for one execution, then the progress edges', () => {
    expect(completionBand(50, 1)).toBe('Acesso único');
    expect(completionBand(10, 2)).toBe('1 a 10');
    expect(completionBand(11, 2)).toBe('11 a 25');
    expect(completionBand(75, 3)).toBe('51 a 75');
    expect(completionBand(99, 3)).toBe('75 a 99');
    expect(completionBand(100, 3)).toBe('100');
    expect(completionBand(0, 0)).toBeNull();
  });
});

describe('rating bands and NPS (spec §9 edges)', () => {
  it('6 detracts, 7 and 8 are passive, 9 promotes', () => {
    expect(ratingBand(6)).toBe('detractor');
    expect(ratingBand(7)).toBe('passive');
    expect(ratingBand(8)).toBe('passive');
    expect(ratingBand(9)).toBe('promoter');
    expect(netPromoterScore([6, 7, 8, 9])).toMatchObject({ promoters: 1, passives: 2, detractors: 1, score: 0 });
    expect(netPromoterScore([9, 10, 6]).score).toBe(33);
  });
});

describe('gender buckets', () => {
  it('keeps the spec genders and reads anything else as Não informado', () => {
    expect(genderBucket('Feminino')).toBe('Feminino');
    expect(genderBucket('Outro')).toBe('Outro');
    expect(genderBucket(null)).toBe('Não informado');
    expect(genderBucket('feminino')).toBe('Não informado');
    expect(genderBucket('Não informado')).toBe('Não informado');
  });
});

describe('region buckets', () => {
  const saoPaulo = { municipalityId: 3550308, mesoregionId: 3515, stateId: 35 };
  it('tells same city, same mesoregion, other regions of the state, other states and unknown', () => {
    expect(regionBucket(saoPaulo, saoPaulo)).toBe('sameCity');
    expect(regionBucket({ municipalityId: 3518800, mesoregionId: 3515, stateId: 35 }, saoPaulo)).toBe('sameMesoregion');
    expect(regionBucket({ municipalityId: 3509502, mesoregionId: 3507, stateId: 35 }, saoPaulo)).toBe('sameState');
    expect(regionBucket({ municipalityId: 3304557, mesoregionId: 3306, stateId: 33 }, saoPaulo)).toBe('otherStates');
    expect(regionBucket({ municipalityId: null, mesoregionId: null, stateId: 33 }, saoPaulo)).toBe('otherStates');
    expect(regionBucket({ municipalityId: null, mesoregionId: null, stateId: null }, saoPaulo)).toBe('unknown');
    expect(regionBucket(null, saoPaulo)).toBe('unknown');
    expect(regionBucket(saoPaulo, null)).toBe('unknown');
  });

  it('compares place names without case, accents, spaces or punctuation', () => {
    expect(placeKey('  São  Paulo ')).toBe('saopaulo');
    expect(placeKey("Alta Floresta D'Oeste")).toBe('altaflorestadoeste');
    expect(placeKey('GOIÂNIA')).toBe('goiania');
  });
});

describe('time buckets', () => {
  it('reads hours and days in America/Sao_Paulo (UTC-3)', () => {
    // 2025-01-01 02:30 UTC is still 31 December 23:30 in São Paulo, a Tuesday.
    expect(timeBuckets(new Date('2025-01-01T02:30:00Z'))).toEqual({
      day: '2024-12-31',
      month: 12,
      dayOfMonth: 31,
      hour: 23,
      weekday: 2,
    });
    expect(WEEKDAY_NAMES_PT[2]).toBe('Terça-feira');
    expect(WEEKDAY_NAMES_PT).toHaveLength(7);
  });

  it('defaults to the last 30 days, today included', () => {
    expect(defaultAnalyticsRange('2025-03-01')).toEqual({ from: '2025-01-31', to: '2025-03-01' });
  });
});

describe('habit score (spec §9: -14..0, weekly threshold 7)', () => {
  it('is 0 when the last 7 days reach 7 interactions', () => {
    expect(habitScore([0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1])).toBe(0);
    expect(meetsWeeklyThreshold(7)).toBe(true);
    expect(meetsWeeklyThreshold(6)).toBe(false);
  });

  it('counts the days since the last window that reached the threshold', () => {
    // 7 interactions on day 0, nothing for the next 10 days: the last window holding day 0 ends on day 6, 4 days before the end.
    expect(habitScore([7, ...Array(10).fill(0)])).toBe(-4);
  });

  it('clamps to -14 without any window reaching 7', () => {
    expect(habitScore(Array(30).fill(0))).toBe(-14);
    expect(habitScore([7, ...Array(20).fill(0)])).toBe(-14);
    expect(habitScore([])).toBe(-14);
  });
});
