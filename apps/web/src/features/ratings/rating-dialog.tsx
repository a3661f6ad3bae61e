import '../../ui/dialog-styles.ts';
import { Button, Group, Modal, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_RATING_SCORE, type OwnRating, type RatingType, ratingBand } from '@percurso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../api/error-messages.ts';
import { showWarning } from '../../ui/show-warning.ts';
import classes from './rating-dialog.module.css';
import { giveRating } from './ratings-api.ts';

interface RatingDialogProps {
  type: RatingType;
  targetId: string;
  guideId: string;
  targetName: string;
  previous: OwnRating | undefined;
  onClose: () => void;
}

const SCORES = Array.from({ length: MAX_RATING_SCORE + 1 }, (_, score) => score);

/**
 * The rating dialog (spec §3 Rating): a score from 0 to 10 and an optional comment. A visitor
 * rates each target once; sending again replaces the earlier score (said when there is one).
 */
export default function RatingDialog({ type, targetId, guideId, targetName, previous, onClose }: RatingDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [score, setScore] = useState<number | null>(previous?.rate ?? null);
  const [comment, setComment] = useState(previous?.comment ?? '');
  const [isSending, setSending] = useState(false);

  const send = async () => {
    if (score === null) return showWarning(t('rating.pick_score'));
    setSending(true);
    try {
      const outcome = await giveRating(queryClient, {
        type,
        guideId,
        ...(type === 'Aplicação' ? {} : { targetId }),
        rate: score,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      const message = outcome === 'sent' ? t('rating.sent') : t('offline.pending_help');
      notifications.show({ color: 'teal', message, withBorder: true });
      onClose();
    } catch (error) {
      const notice = errorNotice(error);
      showWarning(t(notice.key), notice.code);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('rating.dialog_title')}
      size={560}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="rating-dialog">
        <Text fw={600} id="rating-question">
          {t('rating.question', { target: targetName })}
        </Text>
        <div>
          <div role="radiogroup" aria-labelledby="rating-question" className={classes.scores}>
            {SCORES.map((value) => (
              <UnstyledButton
                key={value}
                role="radio"
                aria-checked={score === value}
                aria-label={String(value)}
                className={classes.score}
                data-band={ratingBand(value)}
                data-selected={score === value || undefined}
                onClick={() => setScore(value)}
                data-testid={`rating-score-${value}`}
              >
                {value}
              </UnstyledButton>
            ))}
          </div>
          <Group justify="space-between" mt={6}>
            <Text size="xs" c="dimmed">
              {t('rating.not_likely')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('rating.very_likely')}
            </Text>
          </Group>
        </div>
        {previous && (
          <Text size="sm" c="dimmed">
            {t('rating.replace_hint', { score: previous.rate })}
          </Text>
        )}
        <Textarea
          label={t('rating.comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={2}
          maxRows={6}
          data-testid="rating-comment"
        />
        <Group justify="flex-end">
          <Button onClick={() => void send()} loading={isSending} data-testid="rating-send">
            {t('rating.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
