import type { Timestamp } from '../column-types.ts';

/**
 * better-auth's tables (migration 0004). better-auth reads and writes them through its own
 * adapter; our code touches them only where better-auth has no operation for what the spec
 * needs (upgrading an anonymous user in place).
 */
export interface AuthUsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  is_anonymous: boolean | null;
  /** Normalised (0005_phone); matched by user_profiles.phone_inverted. */
  phone_number: string | null;
  phone_number_verified: boolean | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthAccountsTable {
  id: string;
  account_id: string;
  /** 'credential' for e-mail and password; the provider id for social sign-in. */
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthSessionsTable {
  id: string;
  expires_at: Timestamp;
  token: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
}
