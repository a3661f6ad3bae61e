import {
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AppProperties,
  appPropertiesUpdate,
  MAX_RAW_EVENTS_RETENTION_MONTHS,
  MIN_RAW_EVENTS_RETENTION_MONTHS,
} from '@percurso/shared';
import { IconDeviceFloppy, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/http.ts';
import { useContentLanguage } from '../../../i18n/use-content-language.ts';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { LocalizedTextField } from '../common/localized-text-field.tsx';
import { NoPanelAccess } from '../common/no-panel-access.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { schemaErrorKeys } from '../common/schema-validation.ts';
import { showCentredWarning } from '../common/show-centred-warning.ts';
import { appPropertiesApi, appPropertiesQueries } from './app-properties-api.ts';

/** /painel/appProps: the app's version, switches, selection tutorial texts and topics; panel admins. */
function AppPropertiesRoute() {
  const { t } = useTranslation();
  const access = usePanelAccess();
  const properties = useQuery({ ...appPropertiesQueries.get(), enabled: access.can('appProperties.edit') });
  if (!access.can('appProperties.edit')) return <NoPanelAccess isAnonymous={false} />;
  return (
    <PanelPage title={t('panel.nav.app_properties')} testId="app-properties">
      <QueryState isPending={properties.isPending} error={properties.error}>
        {() =>
          properties.data && (
            <Stack gap="xl">
              <AppPropertiesForm initial={properties.data} />
              <Divider />
              <PanelAdmins />
            </Stack>
          )
        }
      </QueryState>
    </PanelPage>
  );
}

function AppPropertiesForm({ initial }: { initial: AppProperties }) {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);
  const form = useForm({
    initialValues: {
      version: initial.version,
      enabled: initial.enabled,
      onEvaluation: initial.onEvaluation,
      tooltipTitle: initial.tooltipTitle,
      tooltipText: initial.tooltipText,
      topics: initial.topics,
      rawEventsRetentionMonths: initial.rawEventsRetentionMonths,
    },
  });

  const handleSave = async () => {
    const errors = schemaErrorKeys(appPropertiesUpdate, form.values);
    form.setErrors(Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, t(key)])));
    const first = Object.values(errors)[0];
    if (first) return toasts.warning(first);
    setSaving(true);
    try {
      const answer = await appPropertiesApi.update(form.values);
      toasts.confirmed(answer.confirmation);
      queryClient.setQueryData(appPropertiesQueries.get().queryKey, answer.appProperties);
      await queryClient.invalidateQueries({ queryKey: ['app-properties'] });
    } catch (error) {
      toasts.failure(error);
    } finally {
      setSaving(false);
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
        <TextInput
          label={t('panel.app.version')}
          description={t('panel.app.version_hint')}
          required
          maw={240}
          {...form.getInputProps('version')}
          data-testid="app-version"
        />
        <Switch
          label={t('panel.app.enabled')}
          description={t('panel.app.enabled_hint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Switch
          label={t('panel.app.on_evaluation')}
          description={t('panel.app.on_evaluation_hint')}
          {...form.getInputProps('onEvaluation', { type: 'checkbox' })}
        />
        <LocalizedTextField
          label={t('panel.app.tooltip_title')}
          value={form.values.tooltipTitle}
          onChange={(value) => form.setFieldValue('tooltipTitle', value)}
        />
        <LocalizedTextField
          label={t('panel.app.tooltip_text')}
          kind="multiline"
          value={form.values.tooltipText}
          onChange={(value) => form.setFieldValue('tooltipText', value)}
        />
        <TagsInput
          label={t('panel.app.topics')}
          description={t('panel.guide.field.topics_hint')}
          {...form.getInputProps('topics')}
        />
        <NumberInput
          label={t('panel.app.retention')}
          description={t('panel.app.retention_hint')}
          min={MIN_RAW_EVENTS_RETENTION_MONTHS}
          max={MAX_RAW_EVENTS_RETENTION_MONTHS}
          allowDecimal={false}
          styles={{ wrapper: { maxWidth: 240 } }}
          {...form.getInputProps('rawEventsRetentionMonths')}
          data-testid="app-retention"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving} leftSection={<IconDeviceFloppy size={18} />} data-testid="app-save">
            {t('panel.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The panel's global administrators (the spec's panelAcess): add by e-mail, remove. */
function PanelAdmins() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const admins = useQuery(appPropertiesQueries.admins());
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const handleAdd = async () => {
    if (!email.trim()) return setError(t('errors.email-empty'));
    setError(undefined);
    try {
      toasts.confirmed((await appPropertiesApi.addAdmin(email.trim(), language)).confirmation);
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: appPropertiesQueries.admins().queryKey });
    } catch (failure) {
      if (isApiError(failure, 'permission/user-not-found')) {
        setError(t('errors.permission/user-not-found'));
        showCentredWarning(t('errors.permission/user-not-found'));
      } else toasts.failure(failure);
    }
  };

  const handleRemove = async (userId: string) => {
    try {
      toasts.confirmed((await appPropertiesApi.removeAdmin(userId)).confirmation);
      await queryClient.invalidateQueries({ queryKey: appPropertiesQueries.admins().queryKey });
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('panel.app.admins')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('panel.app.admins_hint')}
      </Text>
      <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleAdd();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              type="email"
              label={t('panel.manager.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={error}
              style={{ flex: '1 1 240px' }}
            />
            <Button type="submit" leftSection={<IconUserPlus size={16} />}>
              {t('panel.manager.add')}
            </Button>
          </Group>
        </form>
      </Paper>
      {admins.data?.map((admin) => (
        <Group key={admin.id} justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={500} truncate>
              {admin.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {admin.email}
            </Text>
            {admin.pending && (
              <Text size="xs" c="dimmed" fs="italic" mt={4} data-testid="admin-pending">
                {t('panel.manager.pending')}
              </Text>
            )}
          </div>
          <ConfirmDeleteButton name={admin.email} onConfirm={() => handleRemove(admin.id)} />
        </Group>
      ))}
    </Stack>
  );
}

export { AppPropertiesRoute as Component };
