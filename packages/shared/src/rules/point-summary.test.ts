import { describe, expect, it } from 'vitest';
import { pointDefaults } from '../defaults.ts';
import type { Point } from '../schemas/point.ts';
import { POINT_PREVIEW_MAX, shortenText, toPointSummary } from './point-summary.ts';

const point = (changes: Partial<Point> = {}): Point => ({
  id: 'p1',
  guideId: 'g1',
  journeyIds: ['j1'],
  name: { pt: 'Moenda' },
  description: { pt: 'Descrição' },
  content: { pt: '<p>Texto completo</p>' },
  contentPreview: {},
  ...pointDefaults(),
  createdAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

describe('toPointSummary', () => {
  it('keeps what lists and maps use and leaves the content out', () => {
    const summary = toPointSummary(
      point({
        x: 10,
        y: 20,
        mapId: 'm1',
        tags: ['engenho'],
        qrValidation: true,
        medias: [{ fileType: 'pdf', url: '/media/a.pdf' }],
      }),
    );
    expect(summary).toMatchObject({ id: 'p1', x: 10, y: 20, mapId: 'm1', tags: ['engenho'], qrValidation: true });
    expect(summary.kinds).toEqual({
      audio: false,
      video: false,
      images: false,
      documents: true,
      questionnaire: false,
      signLanguage: false,
    });
    expect(JSON.stringify(summary)).not.toContain('Texto completo');
  });

  it('previews the content preview, else the description, as the card showed them', () => {
    expect(toPointSummary(point({ contentPreview: { en: 'Preview' } })).preview).toEqual({ en: 'Preview' });
    expect(toPointSummary(point()).preview).toEqual({ pt: 'Descrição' });
  });

  it('counts the questions of an enabled questionnaire only', () => {
    const questions = [
      {
        statement: { pt: '?' },
        options: [
          { content: {}, feedback: {} },
          { content: {}, feedback: {} },
        ],
      },
    ];
    const quiz = { type: 'Quiz' as const, open: false, content: {}, feedback: {}, questions };
    expect(toPointSummary(point({ questionnaire: { ...quiz, enabled: true } })).questionCount).toBe(1);
    expect(toPointSummary(point({ questionnaire: { ...quiz, enabled: false } })).questionCount).toBe(0);
  });
});

describe('shortenText', () => {
  it('cuts long text at a word with an ellipsis, per language', () => {
    const long = 'palavra '.repeat(60);
    const short = shortenText({ pt: long, en: 'short' });
    expect(short.en).toBe('short');
    expect(short.pt?.length).toBeLessThanOrEqual(POINT_PREVIEW_MAX);
    expect(short.pt).toMatch(/palavra…$/);
  });
});
