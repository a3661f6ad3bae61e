import type { DemoContent } from '../demo-content.types.ts';
import { buildDemoAppProperties } from './app-properties.ts';
import { buildDemoEngagement } from './engagement.ts';
import { buildMuseumVenue } from './museum.ts';
import { buildDemoSocialNetworks, buildDemoSponsors } from './partners.ts';
import { buildDemoRoadMap } from './road-map.ts';
import { withStopNumbers } from './stop-numbers.ts';
import { buildWalkingTourVenue } from './walking-tour.ts';

export { DEMO_SOCIAL_ICONS } from './social-icons.ts';

/**
 * The demo content: a farm museum, a walking tour of Ouro Preto and the road map linking them,
 * their points numbered in journey order.
 * Every call returns fresh, identical records (fixed ids and dates), so seeding is repeatable.
 */
export function buildDemoContent(): DemoContent {
  const venues = [buildMuseumVenue(), buildWalkingTourVenue()].map(withStopNumbers);
  return {
    appProperties: buildDemoAppProperties(),
    sponsors: buildDemoSponsors(),
    socialNetworks: buildDemoSocialNetworks(),
    venues,
    roadMaps: [buildDemoRoadMap(venues.map(({ guide }) => guide))],
    engagement: buildDemoEngagement(),
  };
}
