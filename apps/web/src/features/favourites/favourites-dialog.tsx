import '../../ui/dialog-styles.ts';
import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { GuideBundle } from '@percurso/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavouriteMessages } from '../../i18n/favourite-messages.ts';
import { RegisterPrompt, useSessionUser } from '../account/index.ts';
import { PointPicker } from './point-picker.tsx';
import { RoutesList } from './routes-list.tsx';
import { useFavouriteRoutes } from './use-favourite-routes.ts';

interface FavouritesDialogProps {
  bundle: GuideBundle;
  onClose: () => void;
}

/**
 * The favourites dialog of a guide page (its own chunk, with its messages): anonymous visitors
 * are asked to register or sign in (spec §6); registered ones pick points with stars and manage
 * their routes, two views of one dialog.
 */
export default function FavouritesDialog({ bundle, onClose }: FavouritesDialogProps) {
  const { t } = useTranslation();
  useFavouriteMessages();
  const user = useSessionUser();
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [view, setView] = useState<'points' | 'routes'>('points');
  const isRegistered = user != null && !user.isAnonymous;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(view === 'routes' ? 'favourites.routes.title' : 'favourites.picker.title')}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {user === undefined ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : !isRegistered ? (
        <RegisterPrompt text={t('favourites.picker.prompt')} onChoose={onClose} />
      ) : (
        <RegisteredView bundle={bundle} userId={user.id} view={view} onView={setView} onClose={onClose} />
      )}
    </Modal>
  );
}

interface RegisteredViewProps {
  bundle: GuideBundle;
  userId: string;
  view: 'points' | 'routes';
  onView: (view: 'points' | 'routes') => void;
  onClose: () => void;
}

function RegisteredView({ bundle, userId, view, onView, onClose }: RegisteredViewProps) {
  const known = useMemo(() => new Set(bundle.points.map((point) => point.id)), [bundle.points]);
  const favourites = useFavouriteRoutes(bundle.guide.id, userId, known);
  if (favourites.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return view === 'points' ? (
    <PointPicker bundle={bundle} favourites={favourites} onManage={() => onView('routes')} />
  ) : (
    <RoutesList bundle={bundle} favourites={favourites} onBack={() => onView('points')} onOpenRoute={onClose} />
  );
}
