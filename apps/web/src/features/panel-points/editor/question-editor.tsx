import { ActionIcon, Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { Question } from '@percurso/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../../panel/common/index.ts';
import { replaceAt } from './media-kinds.ts';
import { PointMediaField } from './point-media-field.tsx';
import { withoutOption } from './question-rules.ts';

interface QuestionEditorProps {
  number: number;
  question: Question;
  isQuiz: boolean;
  onChange: (question: Question) => void;
  onRemove: () => void;
}

/** One question: statement, optional picture, at least two options with feedback, right option (quiz). */
export function QuestionEditor({ number, question, isQuiz, onChange, onRemove }: QuestionEditorProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<Question>) => onChange({ ...question, ...patch });
  const options = question.options;

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('panel.points.quiz.question_number', { number })}</Text>
        <ActionIcon variant="subtle" color="red" aria-label={t('panel.points.quiz.remove_question')} onClick={onRemove}>
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      <LocalizedTextField
        label={t('panel.points.quiz.statement')}
        kind="multiline"
        value={question.statement}
        onChange={(statement) => set({ statement })}
        testId={`quiz-statement-${number}`}
      />
      <PointMediaField
        label={t('panel.points.quiz.file')}
        kind="image"
        value={question.file}
        onChange={(file) => set({ file })}
      />
      <Radio.Group
        label={isQuiz ? t('panel.points.quiz.correct_option') : undefined}
        value={question.correctOptionIndex === undefined ? null : String(question.correctOptionIndex)}
        onChange={(value) => set({ correctOptionIndex: Number(value) })}
      >
        <Stack gap="sm" mt={isQuiz ? 'xs' : 0}>
          {options.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; order is the identity
            <Stack key={index} gap={4} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
              <Group justify="space-between">
                {isQuiz ? (
                  <Radio
                    value={String(index)}
                    label={t('panel.points.quiz.option_number', { number: index + 1 })}
                    data-testid={`quiz-correct-${number}-${index}`}
                  />
                ) : (
                  <Text size="sm" fw={600}>
                    {t('panel.points.quiz.option_number', { number: index + 1 })}
                  </Text>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('panel.points.quiz.remove_option')}
                  onClick={() => onChange(withoutOption(question, index))}
                  disabled={options.length <= 2}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <LocalizedTextField
                label={t('panel.points.quiz.option')}
                value={option.content}
                onChange={(content) => set({ options: replaceAt(options, index, { ...option, content }) })}
                testId={`quiz-option-${number}-${index}`}
              />
              <LocalizedTextField
                label={t('panel.points.quiz.option_feedback')}
                value={option.feedback}
                onChange={(feedback) => set({ options: replaceAt(options, index, { ...option, feedback }) })}
              />
            </Stack>
          ))}
        </Stack>
      </Radio.Group>
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        w="fit-content"
        onClick={() => set({ options: [...options, { content: {}, feedback: {} }] })}
      >
        {t('panel.points.quiz.add_option')}
      </Button>
    </Stack>
  );
}
