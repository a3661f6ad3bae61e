import { Button, Group, Paper, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { QUESTION_TYPES, type Question, type Questionnaire } from '@percurso/shared';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../../panel/common/index.ts';
import { emptyQuestionnaire } from '../point-draft.ts';
import { type EditorBlockProps, fieldError } from './editor-types.ts';
import { removeAt, replaceAt } from './media-kinds.ts';
import { QuestionEditor } from './question-editor.tsx';

const emptyQuestion = (): Question => ({
  statement: {},
  options: [
    { content: {}, feedback: {} },
    { content: {}, feedback: {} },
  ],
});

/**
 * The point's quiz or poll (the spec's questionAndAnswer): on/off, type (Enquete or Quiz),
 * opening and closing texts, and its questions with options, feedback and the right answer.
 * Switching it off keeps what was written, so switching back on loses nothing.
 */
export function QuestionnaireBlock({ draft, update, errors }: EditorBlockProps) {
  const { t } = useTranslation();
  const questionnaire = draft.questionnaire;
  const isOn = questionnaire?.enabled ?? false;
  const set = (patch: Partial<Questionnaire>) =>
    update({ questionnaire: { ...(questionnaire ?? emptyQuestionnaire()), ...patch } });
  const questions = questionnaire?.questions ?? [];
  const quizError = fieldError(errors, 'questionnaire', t);

  return (
    <Stack gap="md">
      <Switch
        label={t('panel.points.quiz.enabled')}
        checked={isOn}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
        data-testid="point-quiz-enabled"
      />
      {questionnaire && isOn && (
        <>
          <SegmentedControl
            data={QUESTION_TYPES.map((type) => ({
              value: type,
              label: t(type === 'Quiz' ? 'visitor.point.quiz' : 'visitor.point.poll'),
            }))}
            value={questionnaire.type}
            onChange={(type) => set({ type: type as Questionnaire['type'] })}
            w="fit-content"
            data-testid="point-quiz-type"
          />
          <Text size="sm" c="dimmed">
            {t(questionnaire.type === 'Quiz' ? 'panel.points.quiz.quiz_hint' : 'panel.points.quiz.poll_hint')}
          </Text>
          <Switch
            label={t('panel.points.quiz.open')}
            description={t('panel.points.quiz.open_hint')}
            checked={questionnaire.open}
            onChange={(event) => set({ open: event.currentTarget.checked })}
          />
          <LocalizedTextField
            label={t('panel.points.quiz.content')}
            kind="multiline"
            value={questionnaire.content}
            onChange={(content) => set({ content })}
            testId="quiz-content"
          />
          <LocalizedTextField
            label={t('panel.points.quiz.feedback')}
            description={t('panel.points.quiz.feedback_hint')}
            kind="multiline"
            value={questionnaire.feedback}
            onChange={(feedback) => set({ feedback })}
          />
          {questions.map((question, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; order is the identity
            <Paper key={index} withBorder p="sm" radius="md" data-testid="quiz-question">
              <QuestionEditor
                number={index + 1}
                question={question}
                isQuiz={questionnaire.type === 'Quiz'}
                onChange={(next) => set({ questions: replaceAt(questions, index, next) })}
                onRemove={() => set({ questions: removeAt(questions, index) })}
              />
            </Paper>
          ))}
          {quizError && (
            <Text size="sm" c="red">
              {t('panel.points.quiz.invalid')}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => set({ questions: [...questions, emptyQuestion()] })}
              data-testid="quiz-add-question"
            >
              {t('panel.points.quiz.add_question')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
