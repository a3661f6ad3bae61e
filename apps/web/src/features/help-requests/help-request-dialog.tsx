import '../../ui/dialog-styles.ts';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  HELP_NEEDS,
  type HelpNeed,
  type HelpRequestStatus,
  MAX_HELP_MESSAGE_LENGTH,
  type OwnHelpRequest,
} from '@percurso/shared';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-messages.ts';
import { ApiError } from '../../api/http.ts';
import { useHelpMessages } from '../../i18n/help-messages.ts';
import { useChangeStream } from '../live/use-change-stream.ts';
import { askForHelp, forgetHelpRequest, helpRequestQuery, rememberedHelpRequest } from './help-requests-api.ts';

interface HelpRequestDialogProps {
  guideId: string;
  pointId: string;
  pointName: string;
  onClose: () => void;
}

const STEPS = ['open', 'acknowledged', 'closed'] as const satisfies readonly HelpRequestStatus[];
const STEP_LABEL = {
  open: 'help.step.sent',
  acknowledged: 'help.step.acknowledged',
  closed: 'help.step.closed',
} as const;
const STATE_TEXT = {
  open: 'help.state.open',
  acknowledged: 'help.state.acknowledged',
  closed: 'help.state.closed',
} as const;

/**
 * "Pedir ajuda": what the visitor needs and an optional message, sent with the point they are at;
 * then the request's state (sent → seen by staff → closed), kept current by its event stream.
 * The request is remembered for the visit (sessionStorage), so reopening shows it again.
 */
export default function HelpRequestDialog({ guideId, pointId, pointName, onClose }: HelpRequestDialogProps) {
  const { t } = useTranslation();
  useHelpMessages();
  const queryClient = useQueryClient();
  const [requestId, setRequestId] = useState(() => rememberedHelpRequest(guideId));
  const [need, setNeed] = useState<HelpNeed | null>(null);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const problemId = useId();
  const request = useQuery(helpRequestQuery(requestId));
  useChangeStream(
    requestId ? `/api/help-requests/${encodeURIComponent(requestId)}/events` : undefined,
    'help-request-changed',
    () => void request.refetch(),
  );
  // A remembered request that is gone (deleted after its retention, or another session's): ask anew.
  const isGone = requestId !== null && request.error instanceof ApiError && request.error.status === 404;
  useEffect(() => {
    if (!isGone) return;
    forgetHelpRequest(guideId);
    setRequestId(null);
  }, [isGone, guideId]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!need || isSending) return;
    setSending(true);
    setProblem(null);
    try {
      const created = await askForHelp(queryClient, { guideId, pointId, need, message: message.trim() || undefined });
      setRequestId(created.id);
    } catch (error) {
      setProblem(error instanceof ApiError ? t(errorMessageKey(error)) : t('help.failed'));
    } finally {
      setSending(false);
    }
  };

  const askAgain = () => {
    forgetHelpRequest(guideId);
    setRequestId(null);
    setNeed(null);
    setMessage('');
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('help.title')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('help.close') }}
      data-testid="help-dialog"
    >
      {requestId ? (
        <RequestState request={request.data} onAskAgain={askAgain} onClose={onClose} />
      ) : (
        <form onSubmit={send} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('help.intro', { point: pointName })}</Text>
            <Radio.Group
              label={t('help.need')}
              value={need}
              onChange={(value) => setNeed(value as HelpNeed)}
              withAsterisk
            >
              <Stack gap="xs" mt="xs">
                {HELP_NEEDS.map((option) => (
                  <Radio
                    key={option}
                    value={option}
                    label={t(`help.need.${option}`)}
                    data-testid={`help-need-${option}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('help.message')}
              description={t('help.message_hint', { max: MAX_HELP_MESSAGE_LENGTH })}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              maxLength={MAX_HELP_MESSAGE_LENGTH}
              autosize
              minRows={2}
              maxRows={5}
              data-testid="help-message"
            />
            <div role="alert" id={problemId} data-testid="help-problem">
              {problem && (
                <Text size="sm" c="red.8">
                  {problem}
                </Text>
              )}
            </div>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('help.cancel')}
              </Button>
              <Button type="submit" disabled={!need} loading={isSending} data-testid="help-send">
                {t('help.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function RequestState({
  request,
  onAskAgain,
  onClose,
}: {
  request: OwnHelpRequest | undefined;
  onAskAgain: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const status = request?.status ?? 'open';
  const reached = STEPS.indexOf(status);
  return (
    <Stack gap="md">
      {/* Read out when the staff acknowledge or close it. */}
      <Text role="status" fw={600} data-testid="help-status" data-status={request ? status : 'loading'}>
        {request ? t(STATE_TEXT[status]) : ''}
      </Text>
      <ol aria-label={t('help.state')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {STEPS.map((step, index) => {
          const isDone = request !== undefined && index <= reached;
          const Icon = isDone ? IconCircleCheck : IconCircleDashed;
          return (
            <li key={step} aria-current={request && step === status ? 'step' : undefined}>
              <Group gap="xs" wrap="nowrap" py={4}>
                <Icon size={22} aria-hidden="true" color={isDone ? 'var(--mantine-color-teal-8)' : 'currentColor'} />
                <Text fw={isDone ? 600 : 400} c={isDone ? undefined : 'dimmed'}>
                  {t(STEP_LABEL[step])}
                </Text>
              </Group>
            </li>
          );
        })}
      </ol>
      <Group justify="flex-end" gap="sm">
        {status === 'closed' && (
          <Button variant="default" onClick={onAskAgain}>
            {t('help.ask_again')}
          </Button>
        )}
        <Button onClick={onClose}>{t('help.close')}</Button>
      </Group>
    </Stack>
  );
}
