import { PartnersScreen } from '../sponsors/partners-screen.tsx';

/** /socialNetRegistration?guideId=: a new social network ('Rede social adicionada!'). */
function SocialNetRegistrationRoute() {
  return <PartnersScreen kind="socialNetwork" isNew />;
}

export { SocialNetRegistrationRoute as Component };
