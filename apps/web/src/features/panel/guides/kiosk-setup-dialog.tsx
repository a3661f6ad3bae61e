import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import { Alert, Button, Checkbox, Modal, NumberInput, PasswordInput, Progress, Stack, Text } from '@mantine/core';
import { KIOSK_IDLE_MINUTES, type KioskState } from '@percurso/shared';
import { IconDeviceTablet } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/http.ts';
import { useContentLanguage } from '../../../i18n/use-content-language.ts';
import { KIOSK_STORAGE_KEY } from '../../kiosk/kiosk-copy.ts';
import { downloadGuide, fetchOfflineManifest } from '../../offline/download.ts';
import { panelHttp } from '../common/panel-http.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';

type Phase =
  | { kind: 'form' }
  | { kind: 'downloading'; percent: number }
  | { kind: 'download-failed'; kiosk: KioskState };

const openGuide = (kiosk: KioskState) => location.replace(`/${kiosk.guideName}`);

/**
 * "Modo quiosque" on /guidePanel/{guideId}: a guide administrator, on the device to lend, sets the kiosk PIN
 * and idle time (and downloads the guide for offline use); the server then signs them out of the
 * device, which opens the guide as a kiosk (docs/product-decisions.md, "Kiosk mode").
 */
export default function KioskSetupDialog({ guideId, onClose }: { guideId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const toasts = usePanelToasts();
  const [pin, setPin] = useState('');
  const [idleMinutes, setIdleMinutes] = useState<number | string>(KIOSK_IDLE_MINUTES.default);
  const [isOffline, setOffline] = useState(true);
  const [pinError, setPinError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });

  const preload = async (kiosk: KioskState) => {
    setPhase({ kind: 'downloading', percent: 0 });
    try {
      const manifest = await fetchOfflineManifest(kiosk.guideId, language, 'full');
      await downloadGuide(
        manifest,
        [`/api/guides/by-name/${kiosk.guideName}`, '/api/app-properties'],
        ({ doneBytes, totalBytes }) =>
          setPhase({ kind: 'downloading', percent: totalBytes ? Math.round((doneBytes / totalBytes) * 100) : 100 }),
        new AbortController().signal,
      );
      openGuide(kiosk);
    } catch {
      setPhase({ kind: 'download-failed', kiosk });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4,8}$/.test(pin)) {
      setPinError(t('panel.errors.unlock/invalid-pin'));
      return;
    }
    setBusy(true);
    try {
      const { kiosk } = await panelHttp.post<{ kiosk: KioskState }>(
        `/api/panel/guides/${encodeURIComponent(guideId)}/kiosk`,
        { pin, idleMinutes: Number(idleMinutes) },
      );
      localStorage.setItem(KIOSK_STORAGE_KEY, JSON.stringify(kiosk));
      if (isOffline && 'caches' in window) await preload(kiosk);
      else openGuide(kiosk);
    } catch (error) {
      if (isApiError(error, 'unlock/invalid-pin')) setPinError(t('panel.errors.unlock/invalid-pin'));
      else toasts.failure(error);
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={phase.kind === 'form' ? onClose : () => undefined}
      withCloseButton={phase.kind === 'form'}
      title={t('panel.kiosk.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      data-testid="kiosk-setup"
    >
      {phase.kind === 'form' ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>{t('panel.kiosk.intro')}</Text>
            <PasswordInput
              label={t('panel.kiosk.pin')}
              description={t('panel.kiosk.pin_hint')}
              value={pin}
              onChange={(event) => {
                setPin(event.currentTarget.value.replace(/\D/g, ''));
                setPinError(null);
              }}
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={8}
              aria-invalid={pinError !== null}
              aria-describedby={pinError ? 'kiosk-setup-pin-error' : undefined}
              required
              data-testid="kiosk-setup-pin"
            />
            {pinError && (
              // Mantine's error red (red.6) is 3.3:1 on white: the message in a darker red (WCAG AA).
              <Text id="kiosk-setup-pin-error" c="red.9" size="sm" role="alert">
                {pinError}
              </Text>
            )}
            <NumberInput
              label={t('panel.kiosk.idle')}
              value={idleMinutes}
              onChange={setIdleMinutes}
              min={KIOSK_IDLE_MINUTES.min}
              max={KIOSK_IDLE_MINUTES.max}
              clampBehavior="strict"
              allowDecimal={false}
              data-testid="kiosk-setup-idle"
            />
            <Checkbox
              label={t('panel.kiosk.offline')}
              checked={isOffline}
              onChange={(event) => setOffline(event.currentTarget.checked)}
              data-testid="kiosk-setup-offline"
            />
            <Alert color="gray" variant="light">
              {t('panel.kiosk.sign_out_note')}
            </Alert>
            <Button
              type="submit"
              loading={isBusy}
              leftSection={<IconDeviceTablet size={18} aria-hidden />}
              data-testid="kiosk-setup-start"
            >
              {t('panel.kiosk.start')}
            </Button>
          </Stack>
        </form>
      ) : phase.kind === 'downloading' ? (
        <Stack gap="sm" aria-live="polite">
          <Text>{t('panel.kiosk.downloading')}</Text>
          <Progress value={phase.percent} aria-label={t('panel.kiosk.downloading')} />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Alert color="orange" role="alert">
            {t('panel.kiosk.download_failed')}
          </Alert>
          <Button onClick={() => openGuide(phase.kiosk)}>{t('panel.kiosk.open_guide')}</Button>
        </Stack>
      )}
    </Modal>
  );
}
