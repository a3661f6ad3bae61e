import { describe, expect, it } from 'vitest';
import { instantRewardInput } from './engagement.ts';
import { rewardInput } from './prize-draw.ts';

const text = { name: { pt: 'Cesta', en: 'Basket' }, description: { pt: 'Doces', en: 'Sweets' } };
const JOURNEY = '00000000-0000-4000-8000-000000000001';
const POINT = '00000000-0000-4000-8000-000000000002';

/** The same fault sent to both editors, with each API's names for the points fields. */
function faults(points: { selected: string; toWin: string }) {
  return [
    [{ startDate: '2026-03-10', finalDate: '2026-03-01' }, 'finalDate-before-startDate', 'finalDate'],
    [{ startDate: '2026-02-30' }, 'startDate-invalid', 'startDate'],
    [{ finalDate: 'tomorrow' }, 'finalDate-invalid', 'finalDate'],
    [{ journeyRate: 101 }, 'journeyRate-out-of-range', 'journeyRate'],
    [{ instantRewardRate: -1 }, 'instantRewardRate-out-of-range', 'instantRewardRate'],
    [{ amount: -0.01 }, 'amount-negative', 'amount'],
    [{ amount: 1.005 }, 'amount-decimals', 'amount'],
    [{ name: { pt: 'Cesta' } }, 'nameInEnglish-empty', 'name.en'],
    [{ description: { en: 'Sweets' } }, 'description-empty', 'description.pt'],
    [{ journeyId: null }, 'journey-empty', 'journeyId'],
    [{ model: 'points' }, 'intPointsSelected-empty', points.selected],
    [{ model: 'points', [points.selected]: [POINT, POINT], [points.toWin]: 2 }, 'intPointsToWin-invalid', points.toWin],
  ] as const;
}

describe('the fields every reward shares (spec §3: "Instant reward has the same shape")', () => {
  const editors = [
    {
      editor: 'prize draw',
      schema: rewardInput,
      base: { ...text, guideId: JOURNEY, journeyId: JOURNEY },
      points: { selected: 'intPointsSelected', toWin: 'intPointsToWin' },
    },
    {
      editor: 'instant reward',
      schema: instantRewardInput,
      base: { ...text, journeyId: JOURNEY },
      points: { selected: 'pointIdsSelected', toWin: 'pointsToWin' },
    },
  ];

  for (const { editor, schema, base, points } of editors) {
    it(`answers the same field codes in the ${editor} editor`, () => {
      for (const [fault, code, field] of faults(points)) {
        const issue = schema.safeParse({ ...base, ...fault }).error?.issues[0];
        expect({ fault, code: issue?.message, field: issue?.path.join('.') }).toEqual({ fault, code, field });
      }
    });

    it(`keeps the ${editor}'s §9 defaults and a 2-decimal amount`, () => {
      const parsed = schema.parse({ ...base, amount: 19.99 });
      expect(parsed).toMatchObject({ journeyRate: 0, instantRewardRate: 100, amount: 19.99, startDate: null });
      expect(parsed).toMatchObject({ [points.toWin]: 1 });
    });
  }
});
