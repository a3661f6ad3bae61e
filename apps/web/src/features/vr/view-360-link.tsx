import { Button } from '@mantine/core';
import { IconView360 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVrMessages } from '../../i18n/vr-messages.ts';

/** The point view's way into its 360° scene (a lazy part of the point view: only such points load it). */
export default function View360Link({ pointId }: { pointId: string }) {
  const { t } = useTranslation();
  // A language chosen after the link showed loads its 360° messages here, and the label follows.
  useVrMessages();
  return (
    <Button
      component={Link}
      to={`/rvScene/${encodeURIComponent(pointId)}`}
      variant="light"
      leftSection={<IconView360 size={20} />}
      data-testid="point-view-360"
    >
      {t('vr.view_360')}
    </Button>
  );
}
