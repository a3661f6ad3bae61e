import type { Migration } from 'kysely';
import * as initial from './0001_initial.ts';
import * as visitors from './0002_visitors.ts';
import * as events from './0003_events.ts';
import * as auth from './0004_auth.ts';
import * as phone from './0005_phone.ts';
import * as rateLimits from './0006_rate_limits.ts';
import * as progress from './0007_progress.ts';
import * as mediaLive from './0009_media_live.ts';
import * as accounts from './0010_accounts.ts';
import * as panelGuards from './0011_panel_guards.ts';
import * as sessionlessUsageLogs from './0012_sessionless_usage_logs.ts';
import * as instantRewardsEmblems from './0013_instant_rewards_emblems.ts';
import * as ratingsDraws from './0014_ratings_draws.ts';
import * as accessibilityContent from './0016_accessibility_content.ts';
import * as roadMapsAccesses from './0018_road_maps_accesses.ts';
import * as analytics from './0019_analytics.ts';
import * as translationFlags from './0023_translation_flags.ts';
import * as contentImport from './0024_content_import.ts';
import * as analyticsInbox from './0025_analytics_inbox.ts';
import * as appPropertiesNotify from './0026_app_properties_notify.ts';
import * as analyticsDrainGuidePlaces from './0027_analytics_drain_guide_places.ts';
import * as visitedPoints from './0028_visited_points.ts';
import * as erasureIndexes from './0030_erasure_indexes.ts';
import * as guideUnlockCodes from './0031_guide_unlock_codes.ts';
import * as mediaContentHash from './0035_media_content_hash.ts';
import * as prizeRedeemCodes from './0036_prize_redeem_codes.ts';
import * as backupRuns from './0037_backup_runs.ts';
import * as rewardHowToCollect from './0038_reward_how_to_collect.ts';
import * as stopNumbers from './0039_stop_numbers.ts';
import * as helpRequests from './0040_help_requests.ts';
import * as guideKiosks from './0041_guide_kiosks.ts';
import * as contentFormats from './0042_content_formats.ts';
import * as guidePublishing from './0043_guide_publishing.ts';
import * as previewLinks from './0044_preview_links.ts';
import * as visitInsights from './0046_visit_insights.ts';
import * as codesPlaces from './0047_codes_places.ts';
import * as rawEventsPrivacy from './0048_raw_events_privacy.ts';
import * as signLanguages from './0049_sign_languages.ts';
import * as publishedRules from './0050_published_rules.ts';
import * as publishedEngagement from './0051_published_engagement.ts';
import * as technicalSheet from './0052_technical_sheet.ts';
import * as instantRewardRemoval from './0053_instant_reward_removal.ts';

/**
 * Every migration, in order. Static imports (not a folder scan) so the list is the same under
 * tsx, vitest and a bundler. Forward-only: never edit a released migration, add a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_visitors': visitors,
  '0003_events': events,
  '0004_auth': auth,
  '0005_phone': phone,
  '0006_rate_limits': rateLimits,
  '0007_progress': progress,
  '0009_media_live': mediaLive,
  '0010_accounts': accounts,
  '0011_panel_guards': panelGuards,
  '0012_sessionless_usage_logs': sessionlessUsageLogs,
  '0013_instant_rewards_emblems': instantRewardsEmblems,
  '0014_ratings_draws': ratingsDraws,
  '0016_accessibility_content': accessibilityContent,
  '0018_road_maps_accesses': roadMapsAccesses,
  '0019_analytics': analytics,
  '0023_translation_flags': translationFlags,
  '0024_content_import': contentImport,
  '0025_analytics_inbox': analyticsInbox,
  '0026_app_properties_notify': appPropertiesNotify,
  '0027_analytics_drain_guide_places': analyticsDrainGuidePlaces,
  '0028_visited_points': visitedPoints,
  '0030_erasure_indexes': erasureIndexes,
  '0031_guide_unlock_codes': guideUnlockCodes,
  '0035_media_content_hash': mediaContentHash,
  '0036_prize_redeem_codes': prizeRedeemCodes,
  '0037_backup_runs': backupRuns,
  '0038_reward_how_to_collect': rewardHowToCollect,
  '0039_stop_numbers': stopNumbers,
  '0040_help_requests': helpRequests,
  '0041_guide_kiosks': guideKiosks,
  '0042_content_formats': contentFormats,
  '0043_guide_publishing': guidePublishing,
  '0044_preview_links': previewLinks,
  '0046_visit_insights': visitInsights,
  '0047_codes_places': codesPlaces,
  '0048_raw_events_privacy': rawEventsPrivacy,
  '0049_sign_languages': signLanguages,
  '0050_published_rules': publishedRules,
  '0051_published_engagement': publishedEngagement,
  '0052_technical_sheet': technicalSheet,
  '0053_instant_reward_removal': instantRewardRemoval,
};
