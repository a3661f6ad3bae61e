import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { VENUE_TIME_ZONE } from '@percurso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/http.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { publishingApi, refreshGuide } from './publishing-api.ts';

/** Tomorrow at 10:00, as `<input type="datetime-local">` writes it: a sensible first choice for an opening. */
function tomorrowAtTen(): string {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
}

/**
 * "Publicar": now, or at a date and time in the venue's time zone (the server converts it and
 * publishes once, whichever process is up then), with an optional note kept with the version.
 */
export default function PublishDialog({ guideId, onClose }: { guideId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [note, setNote] = useState('');
  const [localTime, setLocalTime] = useState(tomorrowAtTen);
  const [timeZone, setTimeZone] = useState<string>(VENUE_TIME_ZONE);
  const [timeError, setTimeError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer =
        when === 'now'
          ? await publishingApi.publish(guideId, { note })
          : await publishingApi.schedule(guideId, { localTime, timeZone, note });
      toasts.confirmed(answer.confirmation);
      await refreshGuide(queryClient, guideId);
      onClose();
    } catch (error) {
      if (isApiError(error, 'publish/schedule-in-past') || isApiError(error, 'date-invalid'))
        setTimeError(t('panel.errors.publish/schedule-in-past'));
      else toasts.failure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('panel.publishing.dialog_title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="publish-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t('panel.publishing.dialog_intro')}</Text>
          <Textarea
            label={t('panel.publishing.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={280}
            autosize
            minRows={2}
            data-testid="publish-note"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="publish-when-label">
              {t('panel.publishing.when')}
            </Text>
            <SegmentedControl
              aria-labelledby="publish-when-label"
              value={when}
              onChange={(value) => setWhen(value as 'now' | 'later')}
              data={[
                { value: 'now', label: t('panel.publishing.now') },
                { value: 'later', label: t('panel.publishing.later') },
              ]}
              data-testid="publish-when"
            />
          </Stack>
          {when === 'later' && (
            <>
              <TextInput
                type="datetime-local"
                label={t('panel.publishing.local_time')}
                value={localTime}
                onChange={(event) => {
                  setLocalTime(event.currentTarget.value);
                  setTimeError(null);
                }}
                error={timeError}
                required
                data-testid="publish-local-time"
              />
              <Select
                label={t('panel.publishing.time_zone')}
                data={zones}
                value={timeZone}
                onChange={(value) => setTimeZone(value ?? VENUE_TIME_ZONE)}
                searchable
                allowDeselect={false}
                data-testid="publish-time-zone"
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('panel.delete.cancel')}
            </Button>
            <Button type="submit" loading={isBusy} data-testid="publish-submit">
              {when === 'now' ? t('panel.publishing.publish_now') : t('panel.publishing.schedule')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
