import '../../ui/dialog-styles.ts';
import { Badge, Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { PointSummary } from '@percurso/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../api/queries.ts';
import { useHydrated, useMatchMedia } from '../../app/hydration.tsx';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { returnFocus } from '../../ui/focus-return.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import { isOverlayOpen } from '../../ui/use-back-to-close.ts';
import { AskHelpButton } from '../help-requests/ask-help-button.tsx';
import { useRecordShownPoint } from '../progress/index.ts';
import { RateButton } from '../ratings/index.ts';
import { PointTeaser } from '../unlock/index.ts';
import { PointContent } from './point-content.tsx';

export { preloadPointParts } from './point-content.tsx';

import classes from './point-view.module.css';

export interface PointViewProps {
  /** The point as the guide bundle lists it; its content loads here (GET /api/points/:id). */
  point: PointSummary | undefined;
  /** The journey the visitor follows (recorded with the interaction) and the guide on screen. */
  journeyId?: string | undefined;
  guideId?: string | undefined;
  /** The guide takes help requests (its managers switched them on): "Pedir ajuda" is offered. */
  canAskHelp?: boolean | undefined;
  /** The point's number in the journey, when it belongs to the one shown. */
  number?: number | undefined;
  previous?: PointSummary | undefined;
  next?: PointSummary | undefined;
  onClose: () => void;
  onShow: (pointId: string) => void;
}

/**
 * A point on its guide page: a full-screen sheet on phones, a side panel on wider screens.
 * Opened by `?point=ID`, so a reload or a QR link lands with it open.
 */
/**
 * At large text sizes a label is never cut ("Próximo p", "anteri"): it wraps between words, and a
 * visible overflow makes its longest word the button's least width, so when the two buttons do not
 * fit side by side the footer (wrap) stacks them, "Próximo ponto" still on the right.
 */
const WRAPPING_BUTTON = {
  root: { flex: '0 1 auto', height: 'auto', minHeight: 'var(--button-height)' },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.2, paddingBlock: 4 },
} as const;

/** Whether the page holds a sheet drawn in place (by the server: true while on the server). */
const sheetInPage = () =>
  typeof document === 'undefined' || document.querySelector('#root [data-testid="point-view"]') !== null;

export default function PointView({
  point,
  journeyId,
  guideId,
  canAskHelp = false,
  number,
  previous,
  next,
  onClose,
  onShow,
}: PointViewProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const isWide = useMatchMedia('(min-width: 62em)');
  // A server rendering (a link to a point, opened on a phone) draws the sheet in the page, and the
  // app hydrates it there; chosen once per mount (moving it into a portal would redraw it). A page
  // the server drew without it (a desktop's) hydrates with the portal still empty, as drawn.
  const hydrated = useHydrated();
  const [withinPortal] = useState(() => hydrated || !sheetInPage());
  // Keep showing the last point while the sheet animates closed.
  const [lastPoint, setLastPoint] = useState(point);
  if (point && point !== lastPoint) setLastPoint(point);
  const shown = point ?? lastPoint;
  // The points a visitor is likely to open next load while this one is read.
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const neighbour of [next?.id, previous?.id]) {
      if (neighbour) void queryClient.prefetchQuery(queries.point(neighbour));
    }
  }, [queryClient, next?.id, previous?.id]);

  return (
    <Drawer
      // One sheet at a time: a fixed id, so the server's sheet and the app's name the same title
      // (aria-labelledby). React's generated id differs there: the app's tree above the sheet is
      // not the server's, and hydration does not correct an attribute.
      id="point-sheet"
      withinPortal={withinPortal}
      opened={point !== undefined}
      // Escape in the full-screen image viewer closes the viewer only; in a full-screen video it
      // leaves full screen only (for a browser that lets the page see that Escape; Chromium 2026 keeps it).
      onClose={() => {
        if (!isOverlayOpen() && !document.fullscreenElement) onClose();
      }}
      // Mantine returns the focus only for a sheet mounted closed; this one mounts open.
      returnFocus={false}
      onExitTransitionEnd={returnFocus}
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
                circle={number < 100}
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
            <PointBody summary={shown} journeyId={journeyId} guideId={guideId} isOpen={point !== undefined} />
            <RateButton
              type="Ponto"
              targetId={shown.id}
              guideId={shown.guideId}
              targetName={localize(shown.name)}
              label={t('rating.rate_point')}
              variant="subtle"
              mt="lg"
              testId="rate-point"
            />
            {canAskHelp && (
              <AskHelpButton guideId={shown.guideId} pointId={shown.id} pointName={localize(shown.name)} />
            )}
          </div>
          {(previous || next) && (
            <Group justify="space-between" wrap="wrap" gap="xs" className={classes.footer}>
              <Button
                variant="subtle"
                size="sm"
                leftSection={<IconChevronLeft size={18} />}
                disabled={!previous}
                styles={WRAPPING_BUTTON}
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
                ml="auto"
                styles={WRAPPING_BUTTON}
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

interface PointBodyProps {
  summary: PointSummary;
  journeyId: string | undefined;
  guideId: string | undefined;
  /** False while the sheet animates closed: nothing more is recorded then. */
  isOpen: boolean;
}

/**
 * The point's content once loaded (which records the interaction), or the teaser of a point the
 * visitor has still to unlock by its QR code or on site; meanwhile its picture and placeholder lines.
 */
function PointBody({ summary, journeyId, guideId, isOpen }: PointBodyProps) {
  const { t } = useTranslation();
  const { data, isError, refetch, isFetching } = useQuery(queries.point(summary.id));
  useRecordShownPoint(isOpen ? data : undefined, journeyId);
  if (data?.locked) return <PointTeaser point={data.point} guideId={guideId} />;
  if (data) return <PointContent point={data.point} journeyId={journeyId} />;
  if (isError) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="point-load-failed">
        <Text>{t('visitor.point.load_failed')}</Text>
        <Button variant="light" onClick={() => void refetch()} loading={isFetching}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" aria-busy="true" data-testid="point-loading">
      {summary.frontImage && <LazyImage src={summary.frontImage} alt="" ratio="16 / 10" eager />}
      <Stack gap="xs">
        <Skeleton height={12} radius="xl" />
        <Skeleton height={12} radius="xl" />
        <Skeleton height={12} width="70%" radius="xl" />
      </Stack>
    </Stack>
  );
}
