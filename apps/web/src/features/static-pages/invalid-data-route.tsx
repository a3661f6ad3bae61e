import { Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-messages.ts';
import { StatusCard } from '../../ui/status-card.tsx';
import { GoToGuidesButton } from './go-to-guides-button.tsx';
import { readGuardFailure } from './invalid-data-reason.ts';

/** /dadosinvalidos: where the guard sends links it cannot resolve. */
export function Component() {
  const { t } = useTranslation();
  const [reason] = useState(() => {
    const failure = readGuardFailure();
    return failure === null ? null : errorMessageKey(failure);
  });
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
