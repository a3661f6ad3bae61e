import { PartnersScreen } from '../sponsors/partners-screen.tsx';

/** /socialNet/edit?guideId= (&id= to edit one). */
function SocialNetEditRoute() {
  return <PartnersScreen kind="socialNetwork" isNew={false} />;
}

export { SocialNetEditRoute as Component };
