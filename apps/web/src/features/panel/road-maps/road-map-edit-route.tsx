import { RoadMapScreen } from './road-map-screen.tsx';

/** /roadMap/edit (the list; ?id= to edit one). */
function RoadMapEditRoute() {
  return <RoadMapScreen isNew={false} />;
}

export { RoadMapEditRoute as Component };
