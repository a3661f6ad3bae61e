import '../../ui/dialog-styles.ts';
import '@mantine/core/styles/PasswordInput.css';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { KioskState } from '@percurso/shared';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyOf } from '../../api/error-messages.ts';
import { isApiError } from '../../api/http.ts';
import { useKioskMessages } from '../../i18n/kiosk-messages.ts';
import { type IdleWatch, watchIdle } from './idle-watch.ts';
import { forgetKiosk, kioskApi } from './kiosk-store.ts';
import { resetVisit } from './reset-visit.ts';

/** Seconds the "Você ainda está aí?" dialog counts down before the visit resets. */
const COUNTDOWN_SECONDS = 20;

/**
 * A kiosk's own controls, over the guide: the idle countdown that resets the visit, and the small
 * "Sair do modo quiosque" button whose PIN the server checks.
 */
export function KioskControls({ kiosk }: { kiosk: KioskState }) {
  const { t } = useTranslation();
  useKioskMessages();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const watch = useRef<IdleWatch | null>(null);

  useEffect(() => {
    const idle = watchIdle(kiosk.idleSeconds * 1000, () => setSecondsLeft(COUNTDOWN_SECONDS));
    watch.current = idle;
    return () => idle.stop();
  }, [kiosk.idleSeconds]);

  // Room under the page for the pill: the last card scrolls clear of it.
  useEffect(() => {
    const { style } = document.body;
    const before = style.paddingBottom;
    style.paddingBottom = 'calc(48px + env(safe-area-inset-bottom))';
    return () => {
      style.paddingBottom = before;
    };
  }, []);

  const isAsking = secondsLeft !== null;
  useEffect(() => {
    if (!isAsking) return;
    const tick = setInterval(() => setSecondsLeft((left) => (left === null ? null : Math.max(0, left - 1))), 1000);
    return () => clearInterval(tick);
  }, [isAsking]);
  useEffect(() => {
    if (secondsLeft === 0) void resetVisit(kiosk);
  }, [secondsLeft, kiosk]);

  const keepVisiting = () => {
    setSecondsLeft(null);
    watch.current?.restart();
  };

  return (
    <>
      <Button
        variant="white"
        color="dark"
        size="compact-xs"
        radius="xl"
        leftSection={<IconLock size={14} aria-hidden />}
        onClick={() => setLeaving(true)}
        style={{
          position: 'fixed',
          left: 8,
          bottom: 'calc(8px + env(safe-area-inset-bottom))',
          zIndex: 150,
          opacity: 0.85,
          boxShadow: 'var(--mantine-shadow-xs)',
        }}
        data-testid="kiosk-leave"
      >
        {t('kiosk.leave')}
      </Button>
      <Modal
        opened={isAsking}
        onClose={keepVisiting}
        title={t('kiosk.idle_title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
        zIndex={400}
        data-testid="kiosk-idle"
      >
        <Stack gap="md">
          <Text aria-live="polite" data-testid="kiosk-countdown">
            {t('kiosk.idle_countdown', { seconds: secondsLeft ?? COUNTDOWN_SECONDS })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void resetVisit(kiosk)}>
              {t('kiosk.idle_restart')}
            </Button>
            <Button onClick={keepVisiting} data-autofocus data-testid="kiosk-continue">
              {t('kiosk.idle_continue')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {isLeaving && <LeaveDialog kiosk={kiosk} onClose={() => setLeaving(false)} />}
    </>
  );
}

function LeaveDialog({ kiosk, onClose }: { kiosk: KioskState; onClose: () => void }) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await kioskApi.leave(pin);
      forgetKiosk();
      location.replace(`/${kiosk.guideName}`);
    } catch (failure) {
      setError(isApiError(failure) ? t(messageKeyOf(failure.code)) : t('kiosk.failed'));
      setPin('');
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('kiosk.leave')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      zIndex={400}
      data-testid="kiosk-leave-dialog"
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t('kiosk.leave_hint')}</Text>
          <PasswordInput
            label={t('kiosk.pin')}
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            aria-invalid={error !== null}
            aria-describedby={error ? 'kiosk-pin-error' : undefined}
            data-autofocus
            data-testid="kiosk-pin"
          />
          {error && (
            // Mantine's error red (red.6) is 3.3:1 on white: the message in a darker red (WCAG AA).
            <Text id="kiosk-pin-error" c="red.9" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('kiosk.cancel')}
            </Button>
            <Button type="submit" loading={isBusy} disabled={pin === ''} data-testid="kiosk-leave-confirm">
              {t('kiosk.confirm_leave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
