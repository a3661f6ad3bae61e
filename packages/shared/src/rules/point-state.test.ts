import { describe, expect, it } from 'vitest';
import type { Question } from '../schemas/point.ts';
import { activeQuestionCount, pointState, visitorPointState } from './point-state.ts';

const question: Question = {
  statement: { pt: 'Quem construiu a moenda?' },
  options: [
    { content: { pt: 'Escravizados' }, feedback: {} },
    { content: { pt: 'Imigrantes' }, feedback: {} },
  ],
};
const questionnaire = (enabled: boolean, questions: number) => ({
  enabled,
  questions: Array.from({ length: questions }, () => question),
});

describe('point state', () => {
  it('is locked while the visitor has no interaction with the point', () => {
    expect(pointState({ hasInteraction: false, questionCount: 0, answeredQuestionIndexes: [] })).toBe('locked');
    expect(pointState({ hasInteraction: false, questionCount: 3, answeredQuestionIndexes: [] })).toBe('locked');
  });

  it('stays locked without an interaction even if answers exist', () => {
    expect(pointState({ hasInteraction: false, questionCount: 2, answeredQuestionIndexes: [0, 1] })).toBe('locked');
  });

  it('is completed as soon as it is unlocked when it has no questions', () => {
    expect(pointState({ hasInteraction: true, questionCount: 0, answeredQuestionIndexes: [] })).toBe('completed');
  });

  it('stays unlocked while some questions are unanswered', () => {
    expect(pointState({ hasInteraction: true, questionCount: 3, answeredQuestionIndexes: [] })).toBe('unlocked');
    expect(pointState({ hasInteraction: true, questionCount: 3, answeredQuestionIndexes: [0] })).toBe('unlocked');
    expect(pointState({ hasInteraction: true, questionCount: 3, answeredQuestionIndexes: [0, 2] })).toBe('unlocked');
  });

  it('is completed once every question is answered, in any order', () => {
    expect(pointState({ hasInteraction: true, questionCount: 1, answeredQuestionIndexes: [0] })).toBe('completed');
    expect(pointState({ hasInteraction: true, questionCount: 3, answeredQuestionIndexes: [2, 0, 1] })).toBe(
      'completed',
    );
  });

  it('counts a question answered twice once and ignores indexes outside the questions', () => {
    expect(pointState({ hasInteraction: true, questionCount: 2, answeredQuestionIndexes: [0, 0] })).toBe('unlocked');
    expect(pointState({ hasInteraction: true, questionCount: 2, answeredQuestionIndexes: [0, 2, -1, 1.5] })).toBe(
      'unlocked',
    );
  });

  it('accepts any iterable of answered indexes', () => {
    expect(pointState({ hasInteraction: true, questionCount: 2, answeredQuestionIndexes: new Set([1, 0]) })).toBe(
      'completed',
    );
  });
});

describe('active question count', () => {
  it('counts the questions of an enabled questionnaire', () => {
    expect(activeQuestionCount(questionnaire(true, 3))).toBe(3);
  });

  it('is 0 for a disabled questionnaire or a point without one', () => {
    expect(activeQuestionCount(questionnaire(false, 3))).toBe(0);
    expect(activeQuestionCount(undefined)).toBe(0);
  });
});

describe('visitor point state', () => {
  it('calls a point not opened yet new, or locked only when it needs its QR code or the visitor there', () => {
    expect(visitorPointState('locked', false)).toBe('new');
    expect(visitorPointState('locked', true)).toBe('locked');
  });

  it('calls an opened point with questions left in progress, and a done one completed, whatever its proof', () => {
    expect(visitorPointState('unlocked', true)).toBe('in-progress');
    expect(visitorPointState('unlocked', false)).toBe('in-progress');
    expect(visitorPointState('completed', true)).toBe('completed');
  });
});
