import { Text } from '@mantine/core';
import { IconLinkOff, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-messages.ts';
import { ApiError } from '../../api/http.ts';
import { useHydrated } from '../../app/hydration.tsx';
import { StatusCard } from '../../ui/status-card.tsx';
import { GoToGuidesButton } from './go-to-guides-button.tsx';
import { readGuardFailure } from './invalid-data-reason.ts';

/**
 * /dadosinvalidos: where the guard sends links it cannot resolve. When the server could not be
 * reached at all (offline, a guide not downloaded to this device) that is the one thing it says:
 * the link is not invalid, so "invalid data" would contradict it.
 */
export function Component() {
  const { t } = useTranslation();
  const [remembered] = useState(readGuardFailure);
  // The server draws this page for an unknown favourite route, road map or scene without knowing
  // the guard's reason (a 404 answered to the browser): hydrated as drawn, the reason follows.
  const failure = useHydrated() ? remembered : null;
  if (failure !== null && !(failure instanceof ApiError)) {
    return (
      <StatusCard
        icon={<IconWifiOff size={36} />}
        title={t('static.no_connection.title')}
        color="orange"
        testId="no-connection-page"
        actions={<GoToGuidesButton />}
      >
        {t('static.no_connection.text')}
      </StatusCard>
    );
  }
  const reason = failure === null ? null : errorMessageKey(failure);
  return (
    <StatusCard
      icon={<IconLinkOff size={36} />}
      title={t('static.invalid_data.title')}
      color="orange"
      testId="invalid-data-page"
      actions={<GoToGuidesButton />}
    >
      {reason && (
        <Text component="span" display="block" fw={600} c="dark.6" mb={4}>
          {t(reason)}
        </Text>
      )}
      {t('static.invalid_data.text')}
    </StatusCard>
  );
}
