import { Badge } from '@mantine/core';
import type { PointState } from '@percurso/shared';
import { IconCircleCheck, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS = { locked: IconLock, unlocked: IconLockOpen, completed: IconCircleCheck } as const;
const COLORS = { locked: 'gray', unlocked: 'accent', completed: 'teal' } as const;

/** Locked / unlocked / completed, as a small badge with an icon (never colour alone). */
export function PointStateBadge({ state, size = 'sm' }: { state: PointState; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const Icon = ICONS[state];
  return (
    <Badge
      size={size}
      variant={state === 'locked' ? 'outline' : 'light'}
      color={COLORS[state]}
      leftSection={<Icon size={12} stroke={2} aria-hidden="true" />}
      tt="none"
      data-testid="point-state"
      data-state={state}
    >
      {t(`progress.state.${state}`)}
    </Badge>
  );
}
