import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusCard } from '../../../ui/status-card.tsx';
import { openAuthDialog } from '../../account/index.ts';

/** What someone without panel rights sees on a panel route: why, and where to go instead. */
export function NoPanelAccess({ isAnonymous }: { isAnonymous: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusCard
      icon={<IconLock size={36} />}
      title={t('panel.no_access.title')}
      testId="panel-no-access"
      actions={
        isAnonymous ? (
          <Button onClick={() => openAuthDialog('login')}>{t('auth.sign_in')}</Button>
        ) : (
          <Button component={Link} to="/index" variant="light">
            {t('panel.no_access.back')}
          </Button>
        )
      }
    >
      {isAnonymous ? t('panel.no_access.anonymous') : t('panel.no_access.text')}
    </StatusCard>
  );
}
