import type { Question, Questionnaire } from '../schemas/point.ts';

/**
 * A visitor's answers to a questionnaire: one selected option index per question, in question
 * order, with -1 (the spec's selectedOptionIdx default) for a question not answered yet.
 */
export type Answers = readonly number[];

export const UNANSWERED_OPTION_INDEX = -1;

export function isAnswered(selectedOptionIndex: number | undefined): boolean {
  return selectedOptionIndex !== undefined && Number.isInteger(selectedOptionIndex) && selectedOptionIndex >= 0;
}

/** Indexes of the answered questions, for pointState. */
export function answeredQuestionIndexes(answers: Answers): number[] {
  return answers.flatMap((selected, index) => (isAnswered(selected) ? [index] : []));
}

/**
 * The question to show next: the first unanswered one at or after `from`, wrapping to the
 * start (so a poll moves on and then returns to questions skipped before); null when all are done.
 */
export function nextUnansweredQuestion(answers: Answers, from = 0): number | null {
  const count = answers.length;
  for (let step = 0; step < count; step++) {
    const index = (((from + step) % count) + count) % count;
    if (!isAnswered(answers[index])) return index;
  }
  return null;
}

/** Every question has an answer (true for a questionnaire without questions). */
export function isQuestionnaireDone(answers: Answers): boolean {
  return answers.every(isAnswered);
}

export function isAnsweredCorrectly(
  question: Pick<Question, 'correctOptionIndex'>,
  selected: number | undefined,
): boolean {
  return isAnswered(selected) && selected === question.correctOptionIndex;
}

/**
 * Quiz score: the percent of questions answered correctly, rounded to the nearest integer (1 of 3
 * is 33, 2 of 3 is 67) so every screen shows the same number. Unanswered questions, missing
 * answers and quiz questions without a correct option count as wrong; polls (Enquete) and
 * questionnaires without questions score 0.
 */
export function quizScore(questionnaire: Pick<Questionnaire, 'type' | 'questions'>, answers: Answers): number {
  const { type, questions } = questionnaire;
  if (type !== 'Quiz' || questions.length === 0) return 0;
  const correct = questions.filter((question, index) => isAnsweredCorrectly(question, answers[index])).length;
  return Math.round((correct / questions.length) * 100);
}
