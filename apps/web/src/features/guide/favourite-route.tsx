import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { queries } from '../../api/queries.ts';
import { GuideScreen } from './guide-page.tsx';

/** /fav/{favId}: the guide page with a shared favourite route as its journey (the guard loaded both). */
export function Component() {
  const { favId = '' } = useParams();
  const { data: shared } = useQuery(queries.favouriteRoute(favId));
  const { data: bundle } = useQuery({ ...queries.guideByName(shared?.guideName ?? ''), enabled: shared !== undefined });
  return shared && bundle ? <GuideScreen key={shared.route.id} bundle={bundle} favourite={shared.route} /> : null;
}
