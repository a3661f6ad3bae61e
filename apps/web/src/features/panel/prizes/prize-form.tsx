import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type LocalizedText,
  type PanelReward,
  REWARD_DEFAULTS,
  type RewardInput,
  type RewardModel,
  rewardInput,
} from '@percurso/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { LocalizedTextField } from '../common/localized-text-field.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { schemaErrorKeys, serverFieldError } from '../common/schema-validation.ts';
import { guideQueries } from '../guides/guides-api.ts';
import { journeyQueries } from '../journeys/journeys-api.ts';
import { prizesApi } from './prizes-api.ts';

interface PrizeFormValues {
  name: LocalizedText;
  description: LocalizedText;
  model: RewardModel;
  journeyId: string;
  intPointsSelected: string[];
  intPointsToWin: number | string;
  journeyRate: number | string;
  instantRewardRate: number | string;
  amount: number | string;
  howToCollect: LocalizedText;
  enable: boolean;
  startDate: string;
  finalDate: string;
}

function toValues(reward?: PanelReward): PrizeFormValues {
  return {
    name: reward?.name ?? {},
    description: reward?.description ?? {},
    model: reward?.model ?? 'journey',
    journeyId: reward?.journeyId ?? '',
    intPointsSelected: reward?.intPointsSelected ?? [],
    intPointsToWin: reward?.intPointsToWin ?? REWARD_DEFAULTS.intPointsToWin,
    journeyRate: reward?.journeyRate ?? REWARD_DEFAULTS.journeyRate,
    instantRewardRate: reward?.instantRewardRate ?? REWARD_DEFAULTS.instantRewardRate,
    amount: reward?.amount ?? REWARD_DEFAULTS.amount,
    howToCollect: reward?.howToCollect ?? {},
    enable: reward?.enable ?? REWARD_DEFAULTS.enable,
    startDate: reward?.startDate ?? '',
    finalDate: reward?.finalDate ?? '',
  };
}

const clean = (text: LocalizedText) =>
  Object.fromEntries(Object.entries(text).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
/** An emptied number field is sent as missing (the schema names it), never as 0. */
const numberOrMissing = (value: number | string) => (value === '' ? undefined : Number(value));

function toInput(guideId: string, values: PrizeFormValues): RewardInput {
  return {
    guideId,
    name: clean(values.name) as RewardInput['name'],
    description: clean(values.description) as RewardInput['description'],
    model: values.model,
    ...(values.model === 'journey' && values.journeyId ? { journeyId: values.journeyId } : {}),
    intPointsSelected: values.model === 'points' ? values.intPointsSelected : [],
    intPointsToWin: numberOrMissing(values.intPointsToWin) as number,
    journeyRate: numberOrMissing(values.journeyRate) as number,
    instantRewardRate: numberOrMissing(values.instantRewardRate) as number,
    amount: numberOrMissing(values.amount) as number,
    howToCollect: clean(values.howToCollect) as RewardInput['howToCollect'],
    enable: values.enable,
    ...(values.startDate ? { startDate: values.startDate } : {}),
    ...(values.finalDate ? { finalDate: values.finalDate } : {}),
  };
}

/** The prize-draw reward form: every §3 field with its default (§9), checked by the shared schema. */
export function PrizeForm({ reward, guideId }: { reward?: PanelReward; guideId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toasts = usePanelToasts();
  const access = usePanelAccess();
  const [isSaving, setSaving] = useState(false);
  const form = useForm<PrizeFormValues>({ initialValues: toValues(reward) });
  const values = form.values;
  const journeys = useQuery({ ...journeyQueries.ofGuide(guideId), enabled: guideId !== '' }).data ?? [];
  const points = useQuery({ ...guideQueries.points(guideId), enabled: guideId !== '' }).data ?? [];
  const canEdit = guideId !== '' && access.can('guide.content.edit', guideId);
  const error = (path: string) => form.errors[path] as string | undefined;

  const handleSave = async () => {
    const input = toInput(guideId, values);
    const errors = schemaErrorKeys(rewardInput, input);
    form.setErrors(Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, t(key)])));
    const first = Object.values(errors)[0];
    if (first) return toasts.warning(first);
    setSaving(true);
    try {
      const answer = reward ? await prizesApi.update(reward.id, input) : await prizesApi.create(input);
      toasts.confirmed(answer.confirmation);
      await queryClient.invalidateQueries({ queryKey: ['panel'] });
      if (!reward) navigate(PANEL_PATHS.prizeEdit(answer.reward.id), { replace: true });
    } catch (failure) {
      const field = serverFieldError(failure);
      if (field) form.setFieldError(field.field, t(field.key));
      toasts.failure(failure);
    } finally {
      setSaving(false);
    }
  };

  const handleDelete = async () => {
    if (!reward) return;
    try {
      toasts.confirmed((await prizesApi.remove(reward.id)).confirmation);
      await queryClient.invalidateQueries({ queryKey: ['panel'] });
      navigate(PANEL_PATHS.prizes(reward.guideId), { replace: true });
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
    >
      <Stack gap="md">
        <LocalizedTextField
          label={t('panel.prizes.name')}
          value={values.name}
          onChange={(name) => form.setFieldValue('name', name)}
          required={['pt', 'en']}
          errors={{ pt: error('name.pt'), en: error('name.en') }}
          testId="prize-name"
        />
        <LocalizedTextField
          label={t('panel.prizes.description')}
          kind="multiline"
          value={values.description}
          onChange={(description) => form.setFieldValue('description', description)}
          required={['pt', 'en']}
          errors={{ pt: error('description.pt'), en: error('description.en') }}
          testId="prize-description"
        />
        <LocalizedTextField
          label={t('panel.prizes.type')}
          value={values.howToCollect}
          onChange={(howToCollect) => form.setFieldValue('howToCollect', howToCollect)}
          testId="prize-type"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('panel.prizes.model')}
          </Text>
          <SegmentedControl
            data={[
              { value: 'journey', label: t('panel.prizes.model_journey') },
              { value: 'points', label: t('panel.prizes.model_points') },
            ]}
            value={values.model}
            onChange={(model) => form.setFieldValue('model', model as RewardModel)}
            fullWidth
            data-testid="prize-model"
          />
        </Stack>
        {values.model === 'journey' ? (
          <Select
            label={t('panel.prizes.journey')}
            required
            data={journeys.map((journey) => ({ value: journey.id, label: localize(journey.name) }))}
            value={values.journeyId || null}
            onChange={(value) => form.setFieldValue('journeyId', value ?? '')}
            error={error('journeyId')}
            data-testid="prize-journey"
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label={t('panel.prizes.points')}
              required
              data={points.map((point) => ({ value: point.id, label: localize(point.name) }))}
              value={values.intPointsSelected}
              onChange={(ids) => form.setFieldValue('intPointsSelected', ids)}
              error={error('intPointsSelected')}
              searchable
              data-testid="prize-points"
            />
            <NumberInput
              label={t('panel.prizes.points_to_win')}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('intPointsToWin')}
              data-testid="prize-points-to-win"
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={t('panel.prizes.start')}
            {...form.getInputProps('startDate')}
            data-testid="prize-start"
          />
          <TextInput
            type="date"
            label={t('panel.prizes.final')}
            {...form.getInputProps('finalDate')}
            data-testid="prize-final"
          />
          <NumberInput
            label={t('panel.prizes.amount')}
            decimalScale={2}
            fixedDecimalScale
            decimalSeparator=","
            thousandSeparator="."
            prefix="R$ "
            {...form.getInputProps('amount')}
            data-testid="prize-amount"
          />
          <NumberInput
            label={t('panel.prizes.journey_rate')}
            description={t('panel.prizes.rates_hint')}
            {...form.getInputProps('journeyRate')}
            data-testid="prize-journey-rate"
          />
          <NumberInput
            label={t('panel.prizes.instant_rate')}
            description={t('panel.prizes.rates_hint')}
            {...form.getInputProps('instantRewardRate')}
            data-testid="prize-instant-rate"
          />
        </SimpleGrid>
        <Switch
          label={t('panel.prizes.enable')}
          {...form.getInputProps('enable', { type: 'checkbox' })}
          data-testid="prize-enable"
        />
        <Group justify="space-between">
          {reward && canEdit ? (
            <ConfirmDeleteButton name={localize(reward.name)} onConfirm={handleDelete} testId="prize-delete" />
          ) : (
            <span />
          )}
          <Button
            type="submit"
            loading={isSaving}
            disabled={!canEdit}
            leftSection={<IconDeviceFloppy size={18} />}
            data-testid="prize-save"
          >
            {t('panel.prizes.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
