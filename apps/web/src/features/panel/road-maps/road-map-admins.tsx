import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { roadMapQueries, roadMapsApi } from './road-maps-api.ts';

/** The road map's administrators (adminPanelAcess of type roadMap): global admins add them by e-mail. */
export function RoadMapAdmins({ roadMapId }: { roadMapId: string }) {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const query = roadMapQueries.admins(roadMapId);
  const admins = useQuery(query).data ?? [];
  const [email, setEmail] = useState('');
  const [isAdding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: query.queryKey });

  const add = async () => {
    setAdding(true);
    try {
      toasts.confirmed((await roadMapsApi.addAdmin(roadMapId, email)).confirmation);
      setEmail('');
      await refresh();
    } catch (failure) {
      toasts.failure(failure);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="road-map-admins">
      <div>
        <Title order={2} fz="h4">
          {t('panel.road_map.admins')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('panel.road_map.admins_hint')}
        </Text>
      </div>
      {admins.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('panel.road_map.admins_empty')}
        </Text>
      ) : (
        admins.map((admin) => (
          <Group key={admin.id} justify="space-between" gap="xs" data-testid="road-map-admin-row">
            <div style={{ minWidth: 0 }}>
              <Text fw={500} truncate>
                {admin.userName || admin.userEmail}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {admin.userEmail}
              </Text>
            </div>
            {admin.userId && (
              <ConfirmDeleteButton
                name={admin.userEmail}
                onConfirm={async () => {
                  try {
                    toasts.confirmed((await roadMapsApi.removeAdmin(roadMapId, admin.userId ?? '')).confirmation);
                    await refresh();
                  } catch (failure) {
                    toasts.failure(failure);
                  }
                }}
              />
            )}
          </Group>
        ))
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            type="email"
            label={t('panel.road_map.admin_email')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: 1 }}
            data-testid="road-map-admin-email"
          />
          <Button type="submit" loading={isAdding} leftSection={<IconUserPlus size={16} />}>
            {t('panel.road_map.admin_add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
