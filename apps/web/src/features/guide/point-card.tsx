import { Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { PointState, PointSummary } from '@percurso/shared';
import {
  IconFileText,
  IconHandLoveYou,
  IconHeadphones,
  IconListCheck,
  IconMovie,
  IconPhoto,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { useTagLabel } from '../../i18n/use-tag-label.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import { PendingMark, useImageSource } from '../offline/index.ts';
import { PointStateBadge } from '../progress/point-state-badge.tsx';
import classes from './point-card.module.css';

const KIND_ICONS = [
  ['audio', IconHeadphones],
  ['video', IconMovie],
  ['images', IconPhoto],
  ['documents', IconFileText],
  ['questionnaire', IconListCheck],
  ['signLanguage', IconHandLoveYou],
] as const;

interface PointCardProps {
  point: PointSummary;
  /** Its stop number (guide-model.ts pointNumbers), if it has one. */
  number?: number | undefined;
  /** The visitor's state of the point (undefined while progress loads). */
  state?: PointState | undefined;
  onOpen: (pointId: string) => void;
  onPrefetch?: ((pointId: string) => void) | undefined;
}

/** A point in the journey list: image, number, name, preview, media icons and tags. */
export function PointCard({ point, number, state, onOpen, onPrefetch }: PointCardProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const tagLabel = useTagLabel();
  const name = localize(point.name);
  const preview = localize(point.preview);
  const kinds = point.kinds;
  const image = useImageSource(point.frontImage);

  return (
    <UnstyledButton
      className={classes.card}
      onClick={() => onOpen(point.id)}
      onPointerEnter={() => onPrefetch?.(point.id)}
      onFocus={() => onPrefetch?.(point.id)}
      data-testid="point-card"
      data-point-id={point.id}
      data-state={state}
    >
      <div className={classes.thumb}>
        <LazyImage {...image} alt="" ratio="1 / 1" />
        {number !== undefined && (
          <span className={classes.number} data-testid="point-stop-number">
            {/* Read as "Nº 7" (a bare "7" before the name says nothing to a screen reader). */}
            <VisuallyHidden>{t('visitor.guide.stop_number', { number })}</VisuallyHidden>
            <span aria-hidden="true">{number}</span>
          </span>
        )}
      </div>
      <div className={classes.body}>
        <Text fw={700} lh={1.25} lineClamp={2}>
          {name}
        </Text>
        {state && (
          <div>
            <PointStateBadge state={state} point={point} size="xs" />
          </div>
        )}
        <PendingMark pointId={point.id} />
        {preview && (
          <Text size="sm" c="dimmed" lineClamp={2} lh={1.4}>
            {preview}
          </Text>
        )}
        <Group gap={6} mt="auto" wrap="nowrap" className={classes.meta}>
          {KIND_ICONS.filter(([kind]) => kinds[kind]).map(([kind, Icon]) => (
            <Icon key={kind} size={16} stroke={1.8} className={classes.kind} aria-hidden="true" />
          ))}
          {point.tags.slice(0, 2).map((tag) => (
            <Badge key={tag} size="xs" variant="light" color="accent" tt="none" className={classes.tag}>
              {tagLabel(tag)}
            </Badge>
          ))}
        </Group>
      </div>
    </UnstyledButton>
  );
}
