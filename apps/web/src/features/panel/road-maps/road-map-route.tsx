import { useLocation } from 'react-router';
import { RoadMapScreen } from './road-map-screen.tsx';

/** /roadMapRegistration (a new road map, global admins) and /roadMap/edit (the list; ?id= to edit one). */
function RoadMapRoute() {
  return <RoadMapScreen isNew={useLocation().pathname === '/roadMapRegistration'} />;
}

export { RoadMapRoute as Component };
