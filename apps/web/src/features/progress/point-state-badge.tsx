import { Badge } from '@mantine/core';
import {
  needsUnlockProof,
  type PointState,
  type PointSummary,
  unlockWayOf,
  type VisitorPointState,
  visitorPointState,
} from '@percurso/shared';
import { IconCircleCheck, IconLock, IconProgress, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS = { new: IconSparkles, locked: IconLock, 'in-progress': IconProgress, completed: IconCircleCheck } as const;
const COLORS = { new: 'accent', locked: 'gray', 'in-progress': 'accent', completed: 'teal' } as const;

/** The point's state for this visitor in their words (visitorPointState) and, when locked, how it opens. */
export function visitorStateOf(
  state: PointState,
  point: Pick<PointSummary, 'qrValidation' | 'geolocation' | 'coordinates' | 'id'>,
) {
  const visitorState: VisitorPointState = visitorPointState(state, needsUnlockProof(point));
  const labelKey =
    visitorState === 'locked'
      ? unlockWayOf(point) === 'qr'
        ? 'progress.visitor_state.locked_qr'
        : 'progress.visitor_state.locked_location'
      : (`progress.visitor_state.${visitorState}` as const);
  return { visitorState, labelKey } as const;
}

/**
 * New / opens with its QR code / opens on site / in progress / completed, as a small badge with an
 * icon (never colour alone). `data-state` keeps the spec's state, `data-visitor-state` the words.
 */
export function PointStateBadge({
  state,
  point,
  size = 'sm',
}: {
  state: PointState;
  point: Pick<PointSummary, 'qrValidation' | 'geolocation' | 'coordinates' | 'id'>;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const { visitorState, labelKey } = visitorStateOf(state, point);
  const Icon = ICONS[visitorState];
  return (
    <Badge
      size={size}
      variant={visitorState === 'locked' ? 'outline' : 'light'}
      color={COLORS[visitorState]}
      leftSection={<Icon size={12} stroke={2} aria-hidden="true" />}
      tt="none"
      data-testid="point-state"
      data-state={state}
      data-visitor-state={visitorState}
    >
      {t(labelKey)}
    </Badge>
  );
}
