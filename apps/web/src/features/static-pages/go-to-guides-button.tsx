import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function GoToGuidesButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/index" leftSection={<IconArrowLeft size={18} />}>
      {t('common.go_to_guides')}
    </Button>
  );
}
