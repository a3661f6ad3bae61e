import { useLocation } from 'react-router';
import { AccessEditRoute } from './access-edit-route.tsx';
import { AccessListRoute } from './access-list-route.tsx';

/** The spec's accessList (/accessList?guideId=) and accessEdit (/accessEdit?guideId=&id=) screens, one chunk. */
function AccessRoute() {
  return useLocation().pathname === '/accessEdit' ? <AccessEditRoute /> : <AccessListRoute />;
}

export { AccessRoute as Component };
