/** Fixed ids of the demo records, shared by the files that link them to each other. */
export const DEMO_IDS = {
  museum: 'demo-museum',
  museumMap: 'demo-museum-floor-plan',
  casaGrande: 'demo-museum-casa-grande',
  engenhoXicara: 'demo-museum-engenho-xicara',
  tour: 'demo-tour',
  tourMap: 'demo-tour-map',
  tourFullWalk: 'demo-tour-full-walk',
  tourChurches: 'demo-tour-baroque-churches',
  roadMap: 'demo-road-map',
  sponsorCooperative: 'demo-sponsor-cooperative',
  sponsorHeritageFriends: 'demo-sponsor-heritage-friends',
  instagram: 'demo-social-instagram',
  facebook: 'demo-social-facebook',
  youtube: 'demo-social-youtube',
} as const;

export function museumPointId(stem: string): string {
  return `${DEMO_IDS.museum}-${stem}`;
}

export function tourPointId(stem: string): string {
  return `${DEMO_IDS.tour}-${stem}`;
}
