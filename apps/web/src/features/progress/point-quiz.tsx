import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '../../ui/dialog-styles.ts';
import { Button, Group, Modal, Radio, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  type AnswerQuestionResult,
  isQuestionnaireDone,
  nextUnansweredQuestion,
  type Point,
  type Questionnaire,
  quizScore,
} from '@percurso/shared';
import { IconCircleCheck, IconCircleX, IconConfetti } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../api/error-messages.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { showWarning } from '../../ui/show-warning.ts';
import { answerQuestion } from './answer-question.ts';
import { answersOf, useProgress } from './progress-query.ts';

interface Feedback {
  questionIndex: number;
  result: AnswerQuestionResult;
}

/**
 * The point's quiz or poll (spec §4 Questions): the next unanswered question with its options in
 * the content language; answering a quiz question opens the feedback dialog of the chosen
 * option, a poll moves on to the next unanswered question; when all are answered, the quiz score.
 */
export function PointQuiz({ point, questionnaire }: { point: Point; questionnaire: Questionnaire }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const progress = useProgress();
  const answers = answersOf(progress, point);
  const [from, setFrom] = useState(0);
  const [choice, setChoice] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const total = questionnaire.questions.length;
  const current = nextUnansweredQuestion(answers, from);
  const isQuiz = questionnaire.type === 'Quiz';

  if (!progress) return null;

  const submit = async () => {
    if (current === null || choice === null) return;
    setSending(true);
    try {
      const answer = { pointId: point.id, questionIndex: current, optionIndex: Number(choice) };
      const result = await answerQuestion(queryClient, answer, questionnaire);
      setChoice(null);
      setFrom(current + 1);
      if (isQuiz) setFeedback({ questionIndex: current, result });
    } catch (error) {
      const notice = errorNotice(error);
      showWarning(t('quiz.answer_failed'), notice.code ?? t(notice.key));
    } finally {
      setSending(false);
    }
  };

  const feedbackQuestion = feedback ? questionnaire.questions[feedback.questionIndex] : undefined;
  const feedbackOption = feedback ? feedbackQuestion?.options[feedback.result.feedbackOptionIndex] : undefined;

  return (
    <>
      {isQuestionnaireDone(answers) || current === null ? (
        <Stack gap="xs" data-testid="quiz-done">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon radius="xl" variant="light" color="teal">
              <IconConfetti size={18} />
            </ThemeIcon>
            <Text fw={700}>{t('quiz.done_title')}</Text>
          </Group>
          <Text data-testid="quiz-score" data-score={quizScore(questionnaire, answers)}>
            {isQuiz ? t('quiz.score', { score: quizScore(questionnaire, answers) }) : t('quiz.poll_done')}
          </Text>
          {localize(questionnaire.feedback) && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {localize(questionnaire.feedback)}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="sm" data-testid="quiz-question" data-question-index={current}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t('quiz.question_of', { current: current + 1, total })}
          </Text>
          <Radio.Group
            value={choice}
            onChange={setChoice}
            label={localize(questionnaire.questions[current]?.statement)}
            description={t('quiz.choose_option')}
            styles={{ label: { fontWeight: 700, fontSize: 'var(--mantine-font-size-md)' } }}
          >
            <Stack gap="xs" mt="xs">
              {questionnaire.questions[current]?.options.map((option, index) => (
                <Radio
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their index.
                  key={index}
                  value={String(index)}
                  label={localize(option.content)}
                  data-testid="quiz-option"
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button
              onClick={() => void submit()}
              disabled={choice === null}
              loading={isSending}
              data-testid="quiz-answer"
            >
              {t('quiz.answer')}
            </Button>
          </Group>
        </Stack>
      )}
      {feedback && feedbackOption && (
        <Modal
          opened
          onClose={() => setFeedback(null)}
          title={t('quiz.feedback_title')}
          centered
          size={560}
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <Stack gap="md" data-testid="quiz-feedback" data-correct={String(feedback.result.correct)}>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon radius="xl" color={feedback.result.correct ? 'teal' : 'red'} variant="light">
                {feedback.result.correct ? <IconCircleCheck size={18} /> : <IconCircleX size={18} />}
              </ThemeIcon>
              <Text fw={700}>{feedback.result.correct ? t('quiz.correct') : t('quiz.wrong')}</Text>
            </Group>
            <Text data-testid="quiz-feedback-text">{localize(feedbackOption.feedback)}</Text>
            <Group justify="flex-end">
              <Button onClick={() => setFeedback(null)} data-testid="quiz-feedback-close">
                {t('quiz.next')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
