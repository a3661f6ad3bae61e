import type { Question } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { withoutOption } from './question-rules.ts';

const option = (pt: string) => ({ content: { pt }, feedback: {} });
const question: Question = {
  statement: { pt: 'Qual?' },
  options: [option('a'), option('b'), option('c')],
  correctOptionIndex: 2,
};

describe('removing an option of a quiz question', () => {
  it('keeps the right answer on the same option when an earlier one goes', () => {
    const next = withoutOption(question, 0);
    expect(next.options.map((o) => o.content.pt)).toEqual(['b', 'c']);
    expect(next.correctOptionIndex).toBe(1);
  });

  it('keeps the index when a later option goes, and forgets it when the right one goes', () => {
    expect(withoutOption({ ...question, correctOptionIndex: 0 }, 2).correctOptionIndex).toBe(0);
    expect(withoutOption(question, 2).correctOptionIndex).toBeUndefined();
  });
});
