import type { Defaulted, Json, TextArray, Timestamp } from '../column-types.ts';

/** The original's users2: the corporate registry of employees by registry number (migration 0024). */
export interface CorporateRegistryTable {
  registry: string;
  name: string | null;
  email: string | null;
  department: string | null;
  branch: string | null;
  enabled: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One bulk user disable: the users it switched off, so an undo re-enables exactly them. */
export interface UserDisableJobsTable {
  id: string;
  criteria: Json<Record<string, unknown>>;
  user_ids: TextArray;
  created_by: string | null;
  created_at: Timestamp;
  undone_at: Date | null;
}
