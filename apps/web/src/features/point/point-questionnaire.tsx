import { Badge, Divider, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Point, Questionnaire } from '@percurso/shared';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { PointQuiz } from '../progress/point-quiz.tsx';

/** The point's quiz or poll: what it is about, how many questions, and the questions to answer. */
export function PointQuestionnaire({ point, questionnaire }: { point: Point; questionnaire: Questionnaire }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const content = localize(questionnaire.content);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="point-questionnaire">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" color="accent">
          <IconListCheck size={22} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{t(questionnaire.type === 'Quiz' ? 'visitor.point.quiz' : 'visitor.point.poll')}</Text>
            <Badge variant="light" color="accent" data-testid="question-count">
              {t('visitor.point.questions', { count: questionnaire.questions.length })}
            </Badge>
          </Group>
          {content && (
            <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-line' }}>
              {content}
            </Text>
          )}
        </div>
      </Group>
      <Divider my="sm" />
      <PointQuiz point={point} questionnaire={questionnaire} />
    </Paper>
  );
}
