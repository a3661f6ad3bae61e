import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { RegistryUser } from '@percurso/shared';
import { IconSearch, IconUserOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePanelToasts } from '../common/index.ts';
import { NoPanelAccess } from '../common/no-panel-access.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage } from '../common/panel-page.tsx';
import { adminToolsApi } from './admin-tools-api.ts';

const JOBS = ['panel', 'user-disable-jobs'];
/** Registry lookups: a disable and its undo change who is enabled. */
const LOOKUP = ['panel', 'registry-lookup'];

/**
 * /painel/registry (global admins): the corporate registry (users2) by registry number, and the
 * bulk user disable: criteria, the list of who it reaches, the run, and an undo per job.
 */
function RegistryRoute() {
  const { t } = useTranslation();
  const access = usePanelAccess();
  if (!access.can('users.manage')) return <NoPanelAccess isAnonymous={false} />;
  return (
    <PanelPage title={t('panel.registry.title')} testId="registry">
      <Stack gap="lg">
        <Lookup />
        <Divider />
        <BulkDisable />
      </Stack>
    </PanelPage>
  );
}

function Lookup() {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const client = useQueryClient();
  const [registry, setRegistry] = useState('');
  // The number last found: a query, so a bulk disable or its undo refreshes what is shown.
  const [searched, setSearched] = useState<string>();
  const lookUp = (number: string) => ({
    queryKey: [...LOOKUP, number],
    queryFn: () => adminToolsApi.lookUp(number),
    retry: false,
  });
  const found = useQuery({ ...lookUp(searched ?? ''), enabled: searched !== undefined }).data;
  const search = async () => {
    const number = registry.trim();
    try {
      await client.fetchQuery({ ...lookUp(number), staleTime: 0 });
      setSearched(number);
    } catch (failure) {
      setSearched(undefined);
      toasts.failure(failure);
    }
  };
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <TextInput
          label={t('panel.registry.lookup')}
          value={registry}
          onChange={(event) => setRegistry(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && void search()}
          data-testid="registry-input"
        />
        <Button leftSection={<IconSearch size={16} />} onClick={() => void search()} disabled={!registry.trim()}>
          {t('panel.registry.search')}
        </Button>
      </Group>
      {found && (
        <Stack gap="xs" data-testid="registry-result">
          <Text fw={600}>{t('panel.registry.entry')}</Text>
          {found.entry ? (
            <Text size="sm">
              {[found.entry.name, found.entry.department, found.entry.branch].filter(Boolean).join(' · ')}{' '}
              <Badge size="sm" color={found.entry.enabled ? 'teal' : 'gray'}>
                {t(found.entry.enabled ? 'panel.registry.enabled' : 'panel.registry.disabled')}
              </Badge>
            </Text>
          ) : (
            <Text size="sm">{t('panel.registry.not_in_registry')}</Text>
          )}
          <Text fw={600}>{t('panel.registry.users')}</Text>
          <Users users={found.users} />
        </Stack>
      )}
    </Stack>
  );
}

function Users({ users }: { users: RegistryUser[] }) {
  const { t } = useTranslation();
  // On a phone the e-mail, department and branch go under the name: four columns do not fit.
  return (
    <Table striped withTableBorder data-testid="registry-users">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('panel.registry.name')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('panel.registry.email')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('panel.registry.department')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('panel.registry.branch')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {user.name}{' '}
              {!user.enabled && (
                <Badge size="xs" color="gray">
                  {t('panel.registry.disabled')}
                </Badge>
              )}
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {[user.email, user.department, user.branch].filter(Boolean).join(' · ')}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">{user.email}</Table.Td>
            <Table.Td visibleFrom="sm">{user.department}</Table.Td>
            <Table.Td visibleFrom="sm">{user.branch}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function BulkDisable() {
  const { t, i18n } = useTranslation();
  const toasts = usePanelToasts();
  const client = useQueryClient();
  const branches = useQuery({ queryKey: ['panel', 'registry-branches'], queryFn: () => adminToolsApi.branches() });
  const jobs = useQuery({ queryKey: JOBS, queryFn: () => adminToolsApi.jobs() });
  const [branch, setBranch] = useState<string | null>(null);
  const [department, setDepartment] = useState('');
  const [notInRegistry, setNotInRegistry] = useState(false);
  const [exclude, setExclude] = useState('');
  const [affected, setAffected] = useState<RegistryUser[]>();
  const criteria = () => ({
    ...(branch ? { branch } : {}),
    ...(department.trim() ? { department: department.trim() } : {}),
    ...(notInRegistry ? { notInRegistry } : {}),
    excludeNames: exclude
      .split('\n')
      .map((name) => name.trim())
      .filter(Boolean),
  });
  const act = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (failure) {
      toasts.failure(failure);
    }
  };
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <Stack gap="sm">
      <Title order={3}>{t('panel.registry.disable.title')}</Title>
      <Text size="sm">{t('panel.registry.disable.intro')}</Text>
      <Group grow align="flex-end" wrap="wrap">
        <Select
          label={t('panel.registry.branch')}
          placeholder={t('panel.registry.disable.any_branch')}
          data={branches.data?.branches ?? []}
          value={branch}
          onChange={(value) => {
            setBranch(value);
            setAffected(undefined);
          }}
          clearable
          miw={180}
          data-testid="disable-branch"
        />
        <TextInput
          label={t('panel.registry.department')}
          value={department}
          onChange={(event) => {
            setDepartment(event.currentTarget.value);
            setAffected(undefined);
          }}
          miw={180}
        />
      </Group>
      <Checkbox
        label={t('panel.registry.disable.not_in_registry')}
        checked={notInRegistry}
        onChange={(event) => {
          setNotInRegistry(event.currentTarget.checked);
          setAffected(undefined);
        }}
      />
      <Textarea
        label={t('panel.registry.disable.exclude')}
        value={exclude}
        onChange={(event) => {
          setExclude(event.currentTarget.value);
          setAffected(undefined);
        }}
        autosize
        minRows={2}
      />
      <Group>
        <Button
          variant="light"
          onClick={() => void act(async () => setAffected((await adminToolsApi.preview(criteria())).users))}
          data-testid="disable-preview"
        >
          {t('panel.registry.disable.preview')}
        </Button>
      </Group>
      {affected && (
        <Stack gap="xs" data-testid="disable-affected">
          <Text fw={600}>{t('panel.registry.disable.count', { count: affected.length })}</Text>
          <Users users={affected} />
          <Group>
            <Button
              color="red"
              leftSection={<IconUserOff size={16} />}
              disabled={affected.length === 0}
              onClick={() =>
                void act(async () => {
                  const answer = await adminToolsApi.disable(criteria());
                  toasts.success(`panel.confirm.${answer.confirmation}`);
                  setAffected(undefined);
                  await client.invalidateQueries({ queryKey: JOBS });
                  await client.invalidateQueries({ queryKey: LOOKUP });
                })
              }
              data-testid="disable-run"
            >
              {t('panel.registry.disable.run')}
            </Button>
          </Group>
        </Stack>
      )}
      {jobs.data && jobs.data.jobs.length > 0 && (
        <Stack gap={4} data-testid="disable-jobs">
          <Text fw={600}>{t('panel.registry.jobs')}</Text>
          {jobs.data.jobs.map((job) => (
            <Group key={job.id} gap="sm">
              <Text size="sm">{t('panel.registry.job_line', { date: date(job.createdAt), count: job.count })}</Text>
              {job.undoneAt ? (
                <Text size="sm" c="dimmed">
                  {t('panel.registry.undone', { date: date(job.undoneAt) })}
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() =>
                    void act(async () => {
                      const answer = await adminToolsApi.undo(job.id);
                      toasts.success(`panel.confirm.${answer.confirmation}`);
                      await client.invalidateQueries({ queryKey: JOBS });
                      await client.invalidateQueries({ queryKey: LOOKUP });
                    })
                  }
                  data-testid="disable-undo"
                >
                  {t('panel.registry.undo')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {affected?.length === 0 && <Alert color="gray">{t('panel.registry.disable.count', { count: 0 })}</Alert>}
    </Stack>
  );
}

export const Component = RegistryRoute;
