import { describe, expect, it } from 'vitest';
import type { Question } from '../schemas/point.ts';
import {
  answeredQuestionIndexes,
  isAnswered,
  isAnsweredCorrectly,
  isQuestionnaireDone,
  nextUnansweredQuestion,
  quizScore,
  UNANSWERED_OPTION_INDEX,
} from './quiz-score.ts';

/** A question with three options whose right answer is `correctOptionIndex`. */
const question = (correctOptionIndex?: number): Question => ({
  statement: { pt: 'Em que ano a fazenda foi fundada?' },
  options: [
    { content: { pt: '1750' }, feedback: { pt: 'Cedo demais.' } },
    { content: { pt: '1780' }, feedback: { pt: 'Isso!' } },
    { content: { pt: '1820' }, feedback: { pt: 'Tarde demais.' } },
  ],
  ...(correctOptionIndex === undefined ? {} : { correctOptionIndex }),
});
const quiz = (...correct: Array<number | undefined>) => ({ type: 'Quiz' as const, questions: correct.map(question) });
const poll = (count: number) => ({
  type: 'Enquete' as const,
  questions: Array.from({ length: count }, () => question()),
});
const U = UNANSWERED_OPTION_INDEX;

describe('answers', () => {
  it('treats -1 (the stored default) as unanswered and any option index as answered', () => {
    expect(U).toBe(-1);
    expect(isAnswered(-1)).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered(0)).toBe(true);
    expect(isAnswered(2)).toBe(true);
  });

  it('lists the indexes of the answered questions', () => {
    expect(answeredQuestionIndexes([U, 1, U, 0])).toEqual([1, 3]);
    expect(answeredQuestionIndexes([])).toEqual([]);
  });

  it('judges an answer right only when it is the correct option', () => {
    expect(isAnsweredCorrectly(question(1), 1)).toBe(true);
    expect(isAnsweredCorrectly(question(1), 0)).toBe(false);
    expect(isAnsweredCorrectly(question(1), U)).toBe(false);
    expect(isAnsweredCorrectly(question(), 0)).toBe(false);
  });
});

describe('next unanswered question', () => {
  it('starts with the first question', () => {
    expect(nextUnansweredQuestion([U, U, U])).toBe(0);
  });

  it('skips answered questions', () => {
    expect(nextUnansweredQuestion([2, U, U])).toBe(1);
    expect(nextUnansweredQuestion([2, 0, U])).toBe(2);
  });

  it('moves on from a given question and wraps to earlier skipped ones', () => {
    expect(nextUnansweredQuestion([U, 1, U, U], 2)).toBe(2);
    expect(nextUnansweredQuestion([U, 1, 0, 0], 2)).toBe(0);
    expect(nextUnansweredQuestion([U, 1, 0, 0], 4)).toBe(0);
  });

  it('is null when every question is answered or there are none', () => {
    expect(nextUnansweredQuestion([0, 1, 2])).toBeNull();
    expect(nextUnansweredQuestion([0, 1, 2], 1)).toBeNull();
    expect(nextUnansweredQuestion([])).toBeNull();
  });
});

describe('questionnaire done', () => {
  it('is done when every question has an answer', () => {
    expect(isQuestionnaireDone([0, 2, 1])).toBe(true);
    expect(isQuestionnaireDone([])).toBe(true);
  });

  it('is not done while any question is unanswered', () => {
    expect(isQuestionnaireDone([0, U, 1])).toBe(false);
    expect(isQuestionnaireDone([U])).toBe(false);
  });
});

describe('quiz score', () => {
  it('is the percent of questions answered correctly', () => {
    expect(quizScore(quiz(1, 1, 1, 1), [1, 1, 1, 1])).toBe(100);
    expect(quizScore(quiz(1, 1, 1, 1), [1, 1, 1, 0])).toBe(75);
    expect(quizScore(quiz(1, 1, 1, 1), [1, 0, 1, 0])).toBe(50);
    expect(quizScore(quiz(1, 1, 1, 1), [0, 0, 0, 0])).toBe(0);
    expect(quizScore(quiz(0, 2, 1, 0, 2), [0, 2, 0, 0, 1])).toBe(60);
  });

  it('rounds to the nearest whole percent', () => {
    expect(quizScore(quiz(1, 1, 1), [1, 0, 0])).toBe(33);
    expect(quizScore(quiz(1, 1, 1), [1, 1, 0])).toBe(67);
    expect(quizScore(quiz(0, 0, 0, 0, 0, 0, 0, 0), [0, U, U, U, U, U, U, U])).toBe(13);
  });

  it('counts unanswered and missing answers as wrong', () => {
    expect(quizScore(quiz(1, 1, 1, 1), [1, U, U, U])).toBe(25);
    expect(quizScore(quiz(1, 1, 1, 1), [1, 1])).toBe(50);
    expect(quizScore(quiz(1, 1), [])).toBe(0);
  });

  it('counts a quiz question without a correct option as wrong', () => {
    expect(quizScore(quiz(1, undefined), [1, 0])).toBe(50);
  });

  it('scores 0 for a quiz without questions', () => {
    expect(quizScore(quiz(), [])).toBe(0);
  });

  it('scores 0 for a poll, whatever was chosen', () => {
    expect(quizScore(poll(3), [0, 1, 2])).toBe(0);
    expect(quizScore({ type: 'Enquete', questions: quiz(1, 1).questions }, [1, 1])).toBe(0);
  });
});
