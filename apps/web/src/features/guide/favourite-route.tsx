import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { queries } from '../../api/queries.ts';
import { loadFavouriteMessages, useFavouriteMessages } from '../../i18n/favourite-messages.ts';
import { GuideScreen } from './guide-page.tsx';

/** The page's few words of its own come with the favourites messages, loaded with the screen. */
export async function loader(): Promise<null> {
  await loadFavouriteMessages();
  return null;
}

/** /fav/{favId}: the guide page with a shared favourite route as its journey (the guard loaded both). */
export function Component() {
  const { favId = '' } = useParams();
  useFavouriteMessages();
  const { data: shared } = useQuery(queries.favouriteRoute(favId));
  const { data: bundle } = useQuery({ ...queries.guideByName(shared?.guideName ?? ''), enabled: shared !== undefined });
  return shared && bundle ? <GuideScreen key={shared.route.id} bundle={bundle} favourite={shared.route} /> : null;
}
