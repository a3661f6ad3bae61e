import { Alert, Button, Fieldset, Group, Stack, Switch, TextInput } from '@mantine/core';
import { type UnlockCodes, type UnlockCodesUpdate, VENUE_PIN_PATTERN } from '@percurso/shared';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { useSwitchChoice } from '../common/use-switch-choice.ts';
import { guideQueries, guidesApi } from './guides-api.ts';

/** An ISO date-time as a datetime-local input shows it (the browser's time zone). */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * The guide editor's "QR codes and the venue's PIN" (docs/decisions/0014-locked-point-content.md,
 * amendment): "signed codes only", saved as soon as it is switched, and the PIN shown at the desk
 * with its optional end, saved by its own button. Its own form beside the guide's: these are the
 * guide administrators' (guide.edit), read from and written to /unlock-codes, never the guide read.
 */
export function GuideUnlockSection({ guideId, canEdit }: { guideId: string; canEdit: boolean }) {
  const codes = useQuery({ ...guideQueries.unlockCodes(guideId), enabled: canEdit });
  if (!canEdit || !codes.data) return null;
  return <UnlockCodesForm guideId={guideId} saved={codes.data} />;
}

function UnlockCodesForm({ guideId, saved }: { guideId: string; saved: UnlockCodes }) {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const [pin, setPin] = useState(saved.venuePin ?? '');
  const [until, setUntil] = useState(toLocalInput(saved.venuePinExpiresAt));
  const [pinError, setPinError] = useState<string | null>(null);
  const signedOnly = useSwitchChoice();
  const save = useMutation({
    mutationFn: (patch: UnlockCodesUpdate) => guidesApi.updateUnlockCodes(guideId, patch),
    onSuccess: (answer) => {
      toasts.confirmed(answer.confirmation);
      queryClient.setQueryData(guideQueries.unlockCodes(guideId).queryKey, answer.unlockCodes);
    },
    onError: (error) => toasts.failure(error),
  });
  const expired = saved.venuePinExpiresAt !== null && Date.parse(saved.venuePinExpiresAt) <= Date.now();

  const savePin = (event: FormEvent) => {
    event.preventDefault();
    if (!VENUE_PIN_PATTERN.test(pin.trim())) {
      setPinError(t('panel.errors.unlock/invalid-pin'));
      return;
    }
    setPinError(null);
    save.mutate({ venuePin: pin.trim(), venuePinExpiresAt: until ? new Date(until).toISOString() : null });
  };

  return (
    <form onSubmit={savePin} noValidate data-testid="guide-unlock-codes">
      <Fieldset legend={t('panel.guide.section.unlock')}>
        <Stack gap="md">
          <Switch
            label={t('panel.guide.unlock.signed_only')}
            description={t('panel.guide.unlock.signed_only_hint')}
            checked={signedOnly.choice ?? saved.signedCodesOnly}
            disabled={save.isPending}
            onChange={(event) => {
              const signedCodesOnly = event.currentTarget.checked;
              save.mutate({ signedCodesOnly }, { onSettled: signedOnly.hold(signedCodesOnly) });
            }}
            data-testid="guide-signed-only"
          />
          <Group align="flex-start" grow>
            <TextInput
              label={t('panel.guide.unlock.pin')}
              description={t('panel.guide.unlock.pin_hint')}
              value={pin}
              onChange={(event) => setPin(event.currentTarget.value)}
              inputMode="numeric"
              maxLength={8}
              error={pinError}
              data-testid="guide-venue-pin"
            />
            <TextInput
              type="datetime-local"
              label={t('panel.guide.unlock.pin_expires')}
              description={t('panel.guide.unlock.pin_expires_hint')}
              value={until}
              onChange={(event) => setUntil(event.currentTarget.value)}
              data-testid="guide-venue-pin-until"
            />
          </Group>
          {expired && (
            <Alert color="orange" data-testid="guide-venue-pin-expired">
              {t('panel.guide.unlock.pin_expired')}
            </Alert>
          )}
          <Group justify="flex-end">
            {saved.venuePin !== null && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} />}
                onClick={() => {
                  setPin('');
                  setUntil('');
                  save.mutate({ venuePin: null, venuePinExpiresAt: null });
                }}
                disabled={save.isPending}
                data-testid="guide-venue-pin-clear"
              >
                {t('panel.guide.unlock.clear_pin')}
              </Button>
            )}
            <Button
              type="submit"
              variant="light"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={18} />}
              data-testid="guide-venue-pin-save"
            >
              {t('panel.guide.unlock.save_pin')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
