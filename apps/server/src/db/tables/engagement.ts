import type { ColumnType } from 'kysely';
import type { Defaulted, Timestamp } from '../column-types.ts';
import type { RewardsTable } from './users.ts';

/**
 * An instant reward (migration 0013): the reward shape, a two-decimal amount (numeric, read as
 * text by the drivers: select it as `amount::float8`), when it was won and when handed over.
 */
export interface InstantRewardsTable extends Omit<RewardsTable, 'amount'> {
  amount: ColumnType<string | number, number | undefined, number>;
  won_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  collected_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The winner's code for the desk (migration 0036), set with the win; redeemed once (collected_at). */
  redeem_code: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Removed in the draft while visitors still play under its published rule (migration 0053):
   * left out of the panel, the draft and exports; deleted (or switched off, when won) by the publish.
   */
  removed_in_draft: Defaulted<boolean>;
}

/** An emblem a visitor earned: once per visitor and emblem, kept whatever the emblem becomes. */
export interface EarnedEmblemsTable {
  user_id: string;
  emblem_id: string;
  guide_id: string;
  journey_id: string | null;
  earned_at: Timestamp;
}
