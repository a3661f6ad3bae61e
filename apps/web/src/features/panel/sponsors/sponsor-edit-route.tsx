import { PartnersScreen } from './partners-screen.tsx';

/** /sponsor/edit?guideId= (&id= to edit one, &new=1 to add one). */
function SponsorEditRoute() {
  return <PartnersScreen kind="sponsor" isNew={false} />;
}

export { SponsorEditRoute as Component };
