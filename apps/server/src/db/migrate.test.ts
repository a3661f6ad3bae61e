import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/test-app.ts';
import { backend } from '../../test/test-database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const t = setupTestApp({ empty: true });

const TABLES = [
  'accesses',
  'admin_panel_access',
  'analytics_completion_days',
  'analytics_inbox',
  'analytics_interaction_hours',
  'analytics_journey_progress',
  'analytics_journey_reach',
  'analytics_journey_state',
  'analytics_point_days',
  'analytics_point_hours',
  'analytics_point_media',
  'analytics_point_methods',
  'analytics_returning',
  'analytics_visit_lengths',
  'analytics_visit_points',
  'analytics_visit_state',
  'analytics_visitor_groups',
  'analytics_visitors',
  'app_properties',
  'auth_accounts',
  'auth_sessions',
  'auth_users',
  'auth_verifications',
  'backup_runs',
  'br_municipalities',
  'br_states',
  'completed_journeys',
  'corporate_registry',
  'earned_emblems',
  'emblems',
  'fav_journeys',
  'guide_kiosks',
  'guide_live',
  'guide_maps',
  'guide_name_keys',
  'guide_publications',
  'guide_publish_schedules',
  'guide_unlock_codes',
  'guides',
  'help_requests',
  'instant_rewards',
  'interactions',
  'journeys',
  'media_files',
  'panel_access',
  'point_accesses',
  'point_answers',
  'point_clicks',
  'points',
  'preview_links',
  'published_engagement',
  'published_journeys',
  'published_points',
  'rate_limits',
  'ratings',
  'rewards',
  'road_map_executions',
  'road_map_vans',
  'road_maps',
  'social_networks',
  'sorted_rewards',
  'sponsors',
  'user_disable_jobs',
  'user_profiles',
  'venue_accesses',
  'visit_events',
  'visited_points',
];

async function listTables() {
  const result = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%' order by table_name`.execute(t.db);
  return result.rows.map((row) => row.name);
}

/** Migrating and seeding a fresh database: seconds when idle, several times that on a busy CI machine. */
const BOOT = { timeout: 90_000 };

describe(`migrations on ${backend}`, () => {
  it('create every table of the data model on an empty database', BOOT, async () => {
    const results = await migrateToLatest(t.db);
    expect(results.map((result) => result.migrationName)).toEqual(Object.keys(migrations));
    expect(await listTables()).toEqual(TABLES);
  });

  it('do nothing when run a second time', BOOT, async () => {
    const results = await migrateToLatest(t.db);
    expect(results).toEqual([]);
    expect(await listTables()).toEqual(TABLES);
  });

  it('index the lookups the API and the dashboards make', BOOT, async () => {
    const result = await sql<{ name: string }>`
      select indexname as name from pg_indexes where schemaname = 'public'`.execute(t.db);
    const indexes = result.rows.map((row) => row.name);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'guides_enabled_idx',
        'guides_name_key_idx',
        'points_guide_id_idx',
        'points_journey_ids_idx',
        'journeys_guide_id_idx',
        'interactions_user_id_idx',
        'interactions_guide_idx',
        'accesses_guide_idx',
        'fav_journeys_user_id_idx',
        'completed_journeys_user_id_idx',
        'completed_journeys_journey_idx',
        'road_maps_name_key_idx',
      ]),
    );
  });
});
