import { RoadMapScreen } from './road-map-screen.tsx';

/** /roadMapRegistration: a new road map (global admins). */
function RoadMapRegistrationRoute() {
  return <RoadMapScreen isNew />;
}

export { RoadMapRegistrationRoute as Component };
