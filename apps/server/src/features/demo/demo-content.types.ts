import type { AppProperties, Guide, GuideMap, Journey, Point, RoadMap, SocialNetwork, Sponsor } from '@percurso/shared';
import type { DemoEmblem, DemoInstantReward } from './content/engagement.ts';

/** One venue of the demo: a guide with everything inside it. */
export interface DemoVenue {
  guide: Guide;
  maps: GuideMap[];
  journeys: Journey[];
  points: Point[];
}

/**
 * The demo content written into an empty database on first start (and by `npm run seed`).
 * Media URLs point at `/media/demo/...`: the seed copies `apps/server/demo/media/` there.
 */
export interface DemoContent {
  appProperties: AppProperties;
  sponsors: Sponsor[];
  socialNetworks: SocialNetwork[];
  venues: DemoVenue[];
  roadMaps: RoadMap[];
  /** Emblems and instant rewards of the venues (issue 12). */
  engagement?: { emblems: DemoEmblem[]; instantRewards: DemoInstantReward[] };
}
