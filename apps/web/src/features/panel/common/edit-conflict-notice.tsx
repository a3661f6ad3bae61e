import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

const NOTICE_ID = 'panel-edit-conflict';

/**
 * A save refused as 'edit-conflict' (409): the record changed since the editor read it. The notice
 * stays until dismissed and offers to reload, which reads the record as it is now (the editor's
 * unsaved typing is lost, as nothing else can be merged safely).
 */
export function showEditConflict(t: TFunction): void {
  notifications.show({
    id: NOTICE_ID,
    color: 'orange',
    withBorder: true,
    autoClose: false,
    message: (
      <Stack gap="xs" align="flex-start" data-testid="edit-conflict">
        <Text size="sm">{t('panel.errors.edit-conflict')}</Text>
        <Button size="xs" onClick={() => window.location.reload()} data-testid="edit-conflict-reload">
          {t('panel.reload')}
        </Button>
      </Stack>
    ),
  });
}
