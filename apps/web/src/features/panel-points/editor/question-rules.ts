import type { Question } from '@percurso/shared';
import { removeAt } from './media-kinds.ts';

/** Removes option `index`, keeping the right answer on the same option (or none if it was this one). */
export function withoutOption(question: Question, index: number): Question {
  const correct = question.correctOptionIndex;
  const { correctOptionIndex: _old, ...rest } = question;
  const next = { ...rest, options: removeAt(question.options, index) };
  if (correct === undefined || correct === index) return next;
  return { ...next, correctOptionIndex: correct > index ? correct - 1 : correct };
}
