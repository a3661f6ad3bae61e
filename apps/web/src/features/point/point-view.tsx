import '../../ui/dialog-styles.ts';
import { Badge, Button, Drawer, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Point } from '@percurso/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { PointContent } from './point-content.tsx';
import classes from './point-view.module.css';

export interface PointViewProps {
  point: Point | undefined;
  /** The point's number in the journey, when it belongs to the one shown. */
  number?: number | undefined;
  previous?: Point | undefined;
  next?: Point | undefined;
  onClose: () => void;
  onShow: (pointId: string) => void;
}

/**
 * A point on its guide page: a full-screen sheet on phones, a side panel on wider screens.
 * Opened by `?point=ID`, so a reload or a QR link lands with it open.
 */
export default function PointView({ point, number, previous, next, onClose, onShow }: PointViewProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const isWide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  // Keep showing the last point while the sheet animates closed.
  const [lastPoint, setLastPoint] = useState(point);
  if (point && point !== lastPoint) setLastPoint(point);
  const shown = point ?? lastPoint;

  return (
    <Drawer
      opened={point !== undefined}
      onClose={onClose}
      position={isWide ? 'right' : 'bottom'}
      size={isWide ? 620 : '100%'}
      padding={0}
      classNames={{ header: classes.header, title: classes.title, close: classes.close, body: classes.body }}
      closeButtonProps={{ 'aria-label': t('visitor.point.close') }}
      title={
        shown && (
          <Group gap="xs" wrap="nowrap">
            {number !== undefined && (
              <Badge
                circle
                size="lg"
                className={classes.number}
                aria-label={t('visitor.guide.point_number', { number })}
              >
                {number}
              </Badge>
            )}
            <Text component="span" fw={700} fz="lg" lineClamp={2} lh={1.25}>
              {localize(shown.name)}
            </Text>
          </Group>
        )
      }
    >
      {shown && (
        // Focus lands on the content (not the close button), so a QR visitor starts reading at the top.
        <div data-testid="point-view" data-point-id={shown.id} data-autofocus tabIndex={-1} className={classes.view}>
          <div className={classes.content}>
            <PointContent point={shown} />
          </div>
          {(previous || next) && (
            <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.footer}>
              <Button
                variant="subtle"
                size="sm"
                leftSection={<IconChevronLeft size={18} />}
                disabled={!previous}
                onClick={() => previous && onShow(previous.id)}
                data-testid="point-previous"
              >
                {t('visitor.point.previous')}
              </Button>
              <Button
                variant="light"
                size="sm"
                rightSection={<IconChevronRight size={18} />}
                disabled={!next}
                onClick={() => next && onShow(next.id)}
                data-testid="point-next"
              >
                {t('visitor.point.next')}
              </Button>
            </Group>
          )}
        </div>
      )}
    </Drawer>
  );
}
