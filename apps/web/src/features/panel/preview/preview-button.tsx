import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { localize } from '@percurso/shared';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { previewPath } from '../../preview/preview-frame.ts';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { guideQueries } from '../guides/guides-api.ts';

/**
 * "Ver como visitante": on a desktop, the preview screen with its phone frame (opened on the
 * point, from a point's editor); on a phone, the preview itself, full screen.
 */
export function PreviewButton({
  guideId,
  guideName,
  pointId,
}: {
  guideId: string;
  guideName: string;
  pointId?: string;
}) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const point = pointId ? `?point=${encodeURIComponent(pointId)}` : '';
  const common = {
    variant: 'light',
    leftSection: <IconEye size={16} aria-hidden />,
    'data-testid': 'preview-open',
  } as const;
  if (isPhone)
    return (
      <Button component="a" href={previewPath(guideName, `m.${guideId}`, undefined, pointId)} {...common}>
        {t('panel.preview.open')}
      </Button>
    );
  return (
    <Button component={Link} to={`${PANEL_PATHS.preview(guideId)}${point}`} {...common}>
      {t('panel.preview.open')}
    </Button>
  );
}

/** A point editor's "Ver como visitante": the preview opened on that point. */
export function PointPreviewButton({ guideId, pointId }: { guideId: string; pointId: string }) {
  const guide = useQuery(guideQueries.one(guideId)).data;
  return guide ? <PreviewButton guideId={guideId} guideName={localize(guide.name, 'pt')} pointId={pointId} /> : null;
}
