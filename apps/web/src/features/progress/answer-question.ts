import {
  type AnswerQuestionInput,
  type AnswerQuestionResult,
  isAnsweredCorrectly,
  isQuestionnaireDone,
  type Questionnaire,
  quizScore,
  UNANSWERED_OPTION_INDEX,
} from '@percurso/shared';
import type { QueryClient } from '@tanstack/react-query';
import { enqueueWrite } from '../offline/outbox.ts';
import { asVisitor } from './as-visitor.ts';
import { requestOutboxSync } from './outbox-sync.ts';
import { progressApi } from './progress-api.ts';
import { progressQuery } from './progress-query.ts';
import { isNetworkFailure, knownProgress, shouldQueue } from './queued-writes.ts';
import { announceProgress } from './tab-sync.ts';

/**
 * Answers a question of a point's quiz or poll (POST /api/me/answers) and puts the visitor's new
 * progress in the cache. Without network the answer is queued on the device and judged here with
 * the same rules the server uses, so the visitor gets the feedback at once.
 */
export async function answerQuestion(
  queryClient: QueryClient,
  input: AnswerQuestionInput,
  questionnaire: Questionnaire,
): Promise<AnswerQuestionResult> {
  if (!shouldQueue()) {
    try {
      const result = await asVisitor(queryClient, () => progressApi.answer(input));
      queryClient.setQueryData(progressQuery(result.progress.userId).queryKey, result.progress);
      announceProgress();
      return result;
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  await enqueueWrite({ id: crypto.randomUUID(), kind: 'answer', body: input });
  requestOutboxSync(queryClient);
  const progress = knownProgress(queryClient);
  const answers = questionnaire.questions.map(
    (_question, index) =>
      progress.answers.find((answer) => answer.pointId === input.pointId && answer.questionIndex === index)
        ?.optionIndex ?? UNANSWERED_OPTION_INDEX,
  );
  const question = questionnaire.questions[input.questionIndex];
  return {
    answer: input,
    correct: questionnaire.type === 'Quiz' && question ? isAnsweredCorrectly(question, input.optionIndex) : null,
    feedbackOptionIndex: input.optionIndex,
    score: quizScore(questionnaire, answers),
    done: isQuestionnaireDone(answers),
    progress,
  };
}
