import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import {
  DEFAULT_EMBLEM_JOURNEY_PROGRESS,
  type EmblemInput,
  emblemInput,
  type LocalizedText,
  type PanelEmblem,
} from '@percurso/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../common/localized-text-field.tsx';
import { MediaInput } from '../common/media-input.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { schemaErrorKeys, serverFieldError } from '../common/schema-validation.ts';
import { engagementApi } from './engagement-api.ts';
import type { Option } from './instant-reward-form.tsx';

/** An emblem: name (Portuguese required), image from the guide's media library, journey and threshold. */
export function EmblemForm({
  guideId,
  emblem,
  journeys,
  onDone,
}: {
  guideId: string;
  emblem?: PanelEmblem | undefined;
  journeys: Option[];
  onDone: (saved: PanelEmblem | null) => void;
}) {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const [name, setName] = useState<LocalizedText>(emblem?.name ?? {});
  const [journeyId, setJourneyId] = useState<string | null>(emblem?.journeyId ?? journeys[0]?.value ?? null);
  const [threshold, setThreshold] = useState<string | number>(
    emblem?.journeyProgress ?? DEFAULT_EMBLEM_JOURNEY_PROGRESS,
  );
  const [image, setImage] = useState<string | undefined>(emblem?.image ?? undefined);
  const [enabled, setEnabled] = useState(emblem?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [isSaving, setSaving] = useState(false);
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  const handleSave = async () => {
    const input = {
      name,
      journeyId: journeyId ?? '',
      journeyProgress: threshold === '' ? undefined : Number(threshold),
      image: image ?? null,
      enabled,
    };
    const found = schemaErrorKeys(emblemInput, input);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return toasts.warning(first);
    setSaving(true);
    try {
      const body = input as EmblemInput;
      const answer = emblem
        ? await engagementApi.updateEmblem(emblem.id, body)
        : await engagementApi.createEmblem(guideId, body);
      toasts.confirmed(answer.confirmation);
      onDone(answer.emblem);
    } catch (failure) {
      const field = serverFieldError(failure);
      if (field) setErrors({ [field.field]: field.key });
      toasts.failure(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)" data-testid="emblem-form">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t(emblem ? 'panel.emblem.edit' : 'panel.emblem.new')}
          </Title>
          <LocalizedTextField
            label={t('panel.emblem.name')}
            value={name}
            onChange={setName}
            required={['pt']}
            errors={{ pt: error('name.pt') }}
            testId="emblem-name"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('panel.emblem.journey')}
              required
              data={journeys}
              value={journeyId}
              onChange={setJourneyId}
              error={error('journeyId')}
              data-testid="emblem-journey"
            />
            <NumberInput
              label={t('panel.emblem.threshold')}
              min={0}
              max={100}
              allowDecimal={false}
              value={threshold}
              onChange={setThreshold}
              error={error('journeyProgress')}
              data-testid="emblem-threshold"
            />
          </SimpleGrid>
          <MediaInput
            guideId={guideId}
            kind="image"
            label={t('panel.emblem.image')}
            value={image}
            onChange={setImage}
            testId="emblem-image"
          />
          <Switch
            label={t('panel.emblem.enabled')}
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onDone(null)}>
              {t('panel.delete.cancel')}
            </Button>
            <Button type="submit" loading={isSaving} data-testid="emblem-save">
              {t('panel.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
