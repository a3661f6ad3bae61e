import { Badge, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Questionnaire } from '@percurso/shared';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/use-content-language.ts';

/**
 * What the point's quiz or poll is about and how many questions it has. Answering arrives with
 * the interactions issue; this block only reads.
 */
export function PointQuestionnaire({ questionnaire }: { questionnaire: Questionnaire }) {
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
    </Paper>
  );
}
