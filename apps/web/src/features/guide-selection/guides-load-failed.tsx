import { Button } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-messages.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

/**
 * The guide list could not be loaded: why, in the visitor's words, and a retry. Its own chunk: the
 * table of error messages stays out of /index's first paint, which rarely needs it.
 */
export default function GuidesLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconCloudOff size={32} />}
      title={t('visitor.selection.load_failed')}
      text={t(errorMessageKey(error))}
      action={
        <Button variant="light" onClick={onRetry} data-testid="retry-guides">
          {t('common.retry')}
        </Button>
      }
    />
  );
}
