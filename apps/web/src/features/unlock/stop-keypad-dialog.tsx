import '../../ui/dialog-styles.ts';
import { Button, Modal, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type GuideBundle, namePathOf, needsUnlockProof, parseStopNumber, pointWithStopNumber } from '@percurso/shared';
import { IconBackspace } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessageKey } from '../../api/error-messages.ts';
import { ApiError } from '../../api/http.ts';
import { useKeypadMessages } from '../../i18n/keypad-messages.ts';
import { useFocusReturn } from '../../ui/focus-return.ts';
import classes from './stop-keypad.module.css';
import { useUnlockRecorder } from './use-unlock-recorder.ts';

export { loadKeypadMessages } from '../../i18n/keypad-messages.ts';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const MAX_DIGITS = 4;

interface StopKeypadDialogProps {
  bundle: GuideBundle;
  onClose: () => void;
}

/**
 * The keypad: big keys 0–9, delete and open, the number typed in a field that also takes the
 * keyboard (digits, Backspace, Enter from anywhere in the dialog). Opening records the visit with
 * tracker 'number' (the typed number as the proof of a point that needs one: the server unlocks it
 * only if its managers allow numbers, decision 0014's amendment) and opens the point as its card
 * does. What goes wrong is announced (role="alert"); the number typed on the keys is read out.
 */
export default function StopKeypadDialog({ bundle, onClose }: StopKeypadDialogProps) {
  const { t } = useTranslation();
  useKeypadMessages();
  // The focus goes back to "Nº" when the keypad (or the point it opens) closes.
  useFocusReturn();
  const navigate = useNavigate();
  const location = useLocation();
  const { record, unlockedIds } = useUnlockRecorder();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isOpening, setOpening] = useState(false);
  const hintId = useId();
  const problemId = useId();

  const change = (next: string) => {
    setTyped(next.replace(/\D/g, '').slice(0, MAX_DIGITS));
    setProblem(null);
  };
  const press = (digit: string) => change(typed + digit);
  const erase = () => change(typed.slice(0, -1));

  const open = async () => {
    const number = parseStopNumber(typed);
    if (number === null) return setProblem(t('keypad.type_first'));
    const point = pointWithStopNumber(bundle.points, number);
    if (!point) return setProblem(t('keypad.not_found', { number }));
    setOpening(true);
    try {
      // The number is the proof only of a first unlock of a point that needs one; the server decides.
      const isLocked = needsUnlockProof(point) && !unlockedIds.has(point.id);
      await record({ pointId: point.id, tracker: 'number', ...(isLocked ? { proof: { number } } : {}) });
      onClose();
      const params = new URLSearchParams(location.search);
      params.set('point', point.id);
      navigate(
        { pathname: `/${namePathOf(bundle.guide.name)}`, search: `?${params}` },
        { state: { pointOpenedInApp: true } },
      );
    } catch (error) {
      setProblem(error instanceof ApiError ? t(errorMessageKey(error)) : t('keypad.failed'));
    } finally {
      setOpening(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isOpening) void open();
  };

  // Typing works wherever the focus is in the dialog: on a key as in the field.
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement || event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      press(event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      erase();
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('keypad.title')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="stop-keypad-dialog"
    >
      <form onSubmit={submit} onKeyDown={handleKeyDown} noValidate>
        <Stack gap="sm">
          <Text id={hintId} size="sm" c="dimmed">
            {t('keypad.hint')}
          </Text>
          <TextInput
            label={t('keypad.display')}
            value={typed}
            onChange={(event) => change(event.currentTarget.value)}
            // The big keys are the touch keyboard: the phone's own would cover them.
            inputMode="none"
            autoComplete="off"
            maxLength={MAX_DIGITS}
            placeholder="—"
            data-autofocus
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            // Marks the field (aria-invalid, red border); the message is the alert below.
            error={problem !== null}
            classNames={{ input: classes.display }}
            data-testid="stop-keypad-display"
          />
          {/* The number typed on the keys, read out (a key's own name is all a screen reader says). */}
          <VisuallyHidden aria-live="polite">
            {typed ? `${t('keypad.display')}: ${typed.split('').join(' ')}` : ''}
          </VisuallyHidden>
          <div role="alert" id={problemId} className={classes.problem} data-testid="stop-keypad-problem">
            {problem}
          </div>
          <div className={classes.keys}>
            {DIGITS.map((digit) => (
              <UnstyledButton key={digit} type="button" className={classes.key} onClick={() => press(digit)}>
                {digit}
              </UnstyledButton>
            ))}
            <UnstyledButton
              type="button"
              className={classes.key}
              onClick={erase}
              aria-label={t('keypad.delete')}
              title={t('keypad.delete')}
              data-testid="stop-keypad-delete"
            >
              <IconBackspace size={28} aria-hidden />
            </UnstyledButton>
            <UnstyledButton type="button" className={classes.key} onClick={() => press('0')}>
              0
            </UnstyledButton>
            <Button
              type="submit"
              size="lg"
              fullWidth
              h="100%"
              mih={64}
              px={4}
              fz="xl"
              loading={isOpening}
              data-testid="stop-keypad-open"
            >
              {t('keypad.go')}
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
