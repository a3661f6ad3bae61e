import type { Kysely } from 'kysely';
import type { AuthAccountsTable, AuthSessionsTable, AuthUsersTable } from './auth.ts';
import type {
  AppPropertiesTable,
  GuideKiosksTable,
  GuideMapsTable,
  GuidesTable,
  GuideUnlockCodesTable,
  JourneysTable,
  PreviewLinksTable,
  RoadMapsTable,
  RoadMapVansTable,
  SocialNetworksTable,
  SponsorsTable,
  VenueAccessesTable,
} from './content.ts';
import type { CorporateRegistryTable, UserDisableJobsTable } from './content-import.ts';
import type { EarnedEmblemsTable, InstantRewardsTable } from './engagement.ts';
import type {
  AccessesTable,
  InteractionsTable,
  PointEventsTable,
  RoadMapExecutionsTable,
  VisitEventsTable,
} from './events.ts';
import type { BackupRunsTable, MediaFilesTable } from './media.ts';
import type { PointsTable } from './points.ts';
import type { HelpRequestsTable, PointAnswersTable, VisitedPointsTable } from './progress.ts';
import type {
  GuideLiveTable,
  GuidePublicationsTable,
  GuidePublishSchedulesTable,
  PublishedEngagementTable,
  PublishedJourneysTable,
  PublishedPointsTable,
} from './publishing.ts';
import type {
  AdminPanelAccessTable,
  CompletedJourneysTable,
  EmblemsTable,
  FavJourneysTable,
  PanelAccessTable,
  RatingsTable,
  RewardsTable,
  SortedRewardsTable,
  UserProfilesTable,
} from './users.ts';

export type * from './auth.ts';
export type * from './content.ts';
export type * from './content-import.ts';
export type * from './engagement.ts';
export type * from './events.ts';
export type * from './media.ts';
export type * from './points.ts';
export type * from './progress.ts';
export type * from './publishing.ts';
export type * from './users.ts';

/** Every table of the database, as Kysely sees it (see migrations/ for the SQL). */
export interface Database {
  guides: GuidesTable;
  guide_maps: GuideMapsTable;
  guide_unlock_codes: GuideUnlockCodesTable;
  guide_kiosks: GuideKiosksTable;
  preview_links: PreviewLinksTable;
  journeys: JourneysTable;
  points: PointsTable;
  sponsors: SponsorsTable;
  social_networks: SocialNetworksTable;
  road_maps: RoadMapsTable;
  road_map_vans: RoadMapVansTable;
  app_properties: AppPropertiesTable;
  user_profiles: UserProfilesTable;
  fav_journeys: FavJourneysTable;
  completed_journeys: CompletedJourneysTable;
  ratings: RatingsTable;
  panel_access: PanelAccessTable;
  admin_panel_access: AdminPanelAccessTable;
  rewards: RewardsTable;
  instant_rewards: InstantRewardsTable;
  emblems: EmblemsTable;
  sorted_rewards: SortedRewardsTable;
  interactions: InteractionsTable;
  visit_events: VisitEventsTable;
  accesses: AccessesTable;
  point_clicks: PointEventsTable;
  point_accesses: PointEventsTable;
  road_map_executions: RoadMapExecutionsTable;
  auth_users: AuthUsersTable;
  auth_accounts: AuthAccountsTable;
  auth_sessions: AuthSessionsTable;
  rate_limits: RateLimitsTable;
  point_answers: PointAnswersTable;
  visited_points: VisitedPointsTable;
  media_files: MediaFilesTable;
  backup_runs: BackupRunsTable;
  earned_emblems: EarnedEmblemsTable;
  venue_accesses: VenueAccessesTable;
  corporate_registry: CorporateRegistryTable;
  user_disable_jobs: UserDisableJobsTable;
  help_requests: HelpRequestsTable;
  guide_publications: GuidePublicationsTable;
  guide_live: GuideLiveTable;
  guide_publish_schedules: GuidePublishSchedulesTable;
  published_points: PublishedPointsTable;
  published_journeys: PublishedJourneysTable;
  published_engagement: PublishedEngagementTable;
}

/** The database handle every repository takes (created by db/database.ts). */
export type Db = Kysely<Database>;

/** Fixed-window request counters (migration 0006, features/rate-limit). */
export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}
