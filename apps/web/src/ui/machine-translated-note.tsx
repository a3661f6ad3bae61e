import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The small "traduzido automaticamente" note beside a text a machine translated into the
 * visitor's language (issue 16): on the point view, the guide's texts and the journey's.
 */
export function MachineTranslatedNote({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" fs="italic" data-testid={testId}>
      {t('point.machine_translated')}
    </Text>
  );
}
