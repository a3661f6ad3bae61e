import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import {
  DEFAULT_INSTANT_REWARD_RATE,
  DEFAULT_JOURNEY_RATE,
  DEFAULT_POINTS_TO_WIN,
  DEFAULT_REWARD_AMOUNT,
  type InstantRewardInput,
  instantRewardInput,
  type LocalizedText,
  type PanelInstantReward,
} from '@percurso/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../common/localized-text-field.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { schemaErrorKeys, serverFieldError } from '../common/schema-validation.ts';
import { engagementApi } from './engagement-api.ts';

export interface Option {
  value: string;
  label: string;
}

interface InstantRewardFormProps {
  guideId: string;
  reward?: PanelInstantReward | undefined;
  journeys: Option[];
  points: Option[];
  onDone: (saved: PanelInstantReward | null) => void;
}

/** A number field's value: '' (emptied) stays undefined so the schema answers the field's code. */
const numberOf = (value: string | number) => (value === '' ? undefined : Number(value));

/**
 * Every §3 field of an instant reward with the §9 defaults (chance 100 %, 1 point to win, 0 % of
 * the journey, amount 0,00). Checked by the shared schema before sending; the server's field code
 * shows under its field too.
 */
export function InstantRewardForm({ guideId, reward, journeys, points, onDone }: InstantRewardFormProps) {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const [name, setName] = useState<LocalizedText>(reward?.name ?? {});
  const [description, setDescription] = useState<LocalizedText>(reward?.description ?? {});
  const [model, setModel] = useState<'journey' | 'points'>(reward?.model ?? 'journey');
  const [journeyId, setJourneyId] = useState<string | null>(reward?.journeyId ?? journeys[0]?.value ?? null);
  const [journeyRate, setJourneyRate] = useState<string | number>(reward?.journeyRate ?? DEFAULT_JOURNEY_RATE);
  const [rate, setRate] = useState<string | number>(reward?.instantRewardRate ?? DEFAULT_INSTANT_REWARD_RATE);
  const [pointIds, setPointIds] = useState<string[]>(reward?.pointIdsSelected ?? []);
  const [pointsToWin, setPointsToWin] = useState<string | number>(reward?.pointsToWin ?? DEFAULT_POINTS_TO_WIN);
  const [amount, setAmount] = useState<string | number>(reward?.amount ?? DEFAULT_REWARD_AMOUNT);
  const [howToCollect, setHowToCollect] = useState<LocalizedText>(reward?.howToCollect ?? {});
  const [enabled, setEnabled] = useState(reward?.enabled ?? true);
  const [startDate, setStartDate] = useState(reward?.startDate ?? '');
  const [finalDate, setFinalDate] = useState(reward?.finalDate ?? '');
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [isSaving, setSaving] = useState(false);
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  const handleSave = async () => {
    const input = {
      name,
      description,
      model,
      journeyId: model === 'journey' ? journeyId : null,
      journeyRate: numberOf(journeyRate),
      instantRewardRate: numberOf(rate),
      pointIdsSelected: model === 'points' ? pointIds : [],
      pointsToWin: numberOf(pointsToWin),
      amount: numberOf(amount),
      howToCollect: Object.fromEntries(Object.entries(howToCollect).filter(([, text]) => text?.trim())),
      enabled,
      startDate: startDate || null,
      finalDate: finalDate || null,
    };
    const found = schemaErrorKeys(instantRewardInput, input);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return toasts.warning(first);
    setSaving(true);
    try {
      const body = input as InstantRewardInput;
      const answer = reward
        ? await engagementApi.updateReward(reward.id, body)
        : await engagementApi.createReward(guideId, body);
      toasts.confirmed(answer.confirmation);
      onDone(answer.instantReward);
    } catch (failure) {
      const field = serverFieldError(failure);
      if (field) setErrors({ [field.field]: field.key });
      toasts.failure(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)" data-testid="instant-reward-form">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t(reward ? 'panel.instant.edit' : 'panel.instant.new')}
          </Title>
          <LocalizedTextField
            label={t('panel.instant.name')}
            value={name}
            onChange={setName}
            required={['pt', 'en']}
            errors={{ pt: error('name.pt'), en: error('name.en') }}
            testId="instant-reward-name"
          />
          <LocalizedTextField
            label={t('panel.instant.description')}
            value={description}
            onChange={setDescription}
            kind="multiline"
            required={['pt', 'en']}
            errors={{ pt: error('description.pt'), en: error('description.en') }}
            testId="instant-reward-description"
          />
          <Stack gap={4}>
            <SegmentedControl
              value={model}
              onChange={(value) => setModel(value as 'journey' | 'points')}
              data={[
                { value: 'journey', label: t('panel.instant.model_journey') },
                { value: 'points', label: t('panel.instant.model_points') },
              ]}
              aria-label={t('panel.instant.model')}
              data-testid="instant-reward-model"
            />
          </Stack>
          {model === 'journey' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('panel.instant.journey')}
                required
                data={journeys}
                value={journeyId}
                onChange={setJourneyId}
                error={error('journeyId')}
                data-testid="instant-reward-journey"
              />
              <NumberInput
                label={t('panel.instant.journey_rate')}
                min={0}
                max={100}
                value={journeyRate}
                onChange={setJourneyRate}
                error={error('journeyRate')}
                data-testid="instant-reward-journey-rate"
              />
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MultiSelect
                label={t('panel.instant.points')}
                required
                searchable
                data={points}
                value={pointIds}
                onChange={setPointIds}
                error={error('pointIdsSelected')}
                data-testid="instant-reward-points"
              />
              <NumberInput
                label={t('panel.instant.points_to_win')}
                min={1}
                allowDecimal={false}
                value={pointsToWin}
                onChange={setPointsToWin}
                error={error('pointsToWin')}
                data-testid="instant-reward-points-to-win"
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('panel.instant.rate')}
              min={0}
              max={100}
              value={rate}
              onChange={setRate}
              error={error('instantRewardRate')}
              data-testid="instant-reward-rate"
            />
            <NumberInput
              label={t('panel.instant.amount')}
              min={0}
              decimalScale={2}
              fixedDecimalScale
              decimalSeparator=","
              thousandSeparator="."
              value={amount}
              onChange={setAmount}
              error={error('amount')}
              data-testid="instant-reward-amount"
            />
            <TextInput
              type="date"
              label={t('panel.instant.start')}
              value={startDate}
              onChange={(event) => setStartDate(event.currentTarget.value)}
              error={error('startDate')}
              data-testid="instant-reward-start"
            />
            <TextInput
              type="date"
              label={t('panel.instant.final')}
              value={finalDate}
              onChange={(event) => setFinalDate(event.currentTarget.value)}
              error={error('finalDate')}
              data-testid="instant-reward-final"
            />
          </SimpleGrid>
          <LocalizedTextField
            label={t('panel.instant.type')}
            value={howToCollect}
            onChange={setHowToCollect}
            kind="multiline"
            testId="instant-reward-type"
          />
          <Switch
            label={t('panel.instant.enabled')}
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onDone(null)}>
              {t('panel.delete.cancel')}
            </Button>
            <Button type="submit" loading={isSaving} data-testid="instant-reward-save">
              {t('panel.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
