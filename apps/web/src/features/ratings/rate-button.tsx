import { Button, type ButtonProps } from '@mantine/core';
import type { RatingType } from '@percurso/shared';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../account/index.ts';
import { findOwnRating, ownRatingsQuery } from './ratings-api.ts';

const RatingDialog = lazy(() => import('./rating-dialog.tsx'));

export interface RateButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'mt'> {
  type: RatingType;
  /** The guide, journey or point id (the guide's for Guia and Aplicação). */
  targetId: string;
  guideId: string;
  /** What the question names: the guide's, journey's or point's name. */
  targetName: string;
  /** The button's text; the score given so far replaces it. */
  label: string;
  testId?: string;
}

/** A button that opens the rating dialog for one target and shows the visitor's score once given. */
export function RateButton({ type, targetId, guideId, targetName, label, testId, ...button }: RateButtonProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [isOpen, setOpen] = useState(false);
  const own = useQuery(ownRatingsQuery(guideId, user?.id));
  const rating = findOwnRating(own.data, type, targetId);
  return (
    <>
      <Button
        variant="light"
        leftSection={
          rating ? <IconStarFilled size={18} aria-hidden="true" /> : <IconStar size={18} aria-hidden="true" />
        }
        onClick={() => setOpen(true)}
        data-testid={testId ?? 'rate-button'}
        data-rated={rating ? rating.rate : undefined}
        {...button}
      >
        {rating ? t('rating.your_score', { score: rating.rate }) : label}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <RatingDialog
            type={type}
            targetId={targetId}
            guideId={guideId}
            targetName={targetName}
            previous={rating}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
