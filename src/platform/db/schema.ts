/**
 * The platform's tables as one Kysely `Database` interface, shared by SQLite and PostgreSQL.
 * Portable column types only (style-and-ecosystem §6): text ids, integer Unix-millisecond timestamps,
 * 0/1 integers for booleans, no JSON operators. Nothing computed by the engine is ever stored here.
 */

/** A developer (or website) account. `email` is stored lower-cased. */
export interface AccountsTable {
  id: string;
  email: string;
  /** argon2id PHC string; never the password. */
  password_hash: string;
  created_at: number;
  /** End of developer access (Unix ms); null when no subscription was ever bought. */
  access_expires_at: number | null;
}

/** A signed-in session. The id is the SHA-256 (hex) of the token; the token itself is never stored. */
export interface SessionsTable {
  id: string;
  account_id: string;
  created_at: number;
  last_seen_at: number;
  /** Absolute expiry (Unix ms); idle expiry is computed from last_seen_at. */
  expires_at: number;
  /** `portal` (the cookie) or `website` (the Bearer token); one never resolves as the other. */
  kind: string;
}

/** A one-time password-reset code issued by the operator; the id is the code's SHA-256 (hex). */
export interface PasswordResetsTable {
  id: string;
  account_id: string;
  created_at: number;
  expires_at: number;
}

/** An order opened with a checkout provider; the id is the provider's order id. */
export interface PaymentOrdersTable {
  id: string;
  provider: string;
  account_id: string;
  /** In the currency's smallest unit (paise for INR). */
  amount: number;
  currency: string;
  days: number;
  created_at: number;
  /** The captured payment that paid this order (its one period); null while open. */
  payment_id: string | null;
  paid_at: number | null;
}

/** One recorded purchase; (provider, reference) is unique so a replayed confirmation grants once. */
export interface PurchasesTable {
  id: string;
  account_id: string;
  provider: string;
  reference: string;
  days: number;
  purchased_at: number;
  /** access_expires_at after this purchase was applied. */
  period_end: number;
}

/** An app: the App ID is the primary key; the secret is kept only as HMAC-SHA256 (hex). */
export interface AppsTable {
  id: string;
  account_id: string;
  name: string;
  secret_digest: string;
  created_at: number;
  rotated_at: number | null;
  revoked_at: number | null;
  /** Calls that passed the /api/v1 gate; written (committed) per call before the call is answered. */
  call_count: number;
  last_used_at: number | null;
  /** The app's own limits set by an operator (`sublord app limits`); null: the contract's defaults. */
  limit_per_minute: number | null;
  limit_per_day: number | null;
  /** After a rotation with a grace period: the previous secret's digest, valid until the time below. */
  previous_secret_digest: string | null;
  previous_secret_expires_at: number | null;
}

/** A per-endpoint switch; `disabled` is 0 or 1. Rows stay after re-enabling, for the audit trail. */
export interface KillSwitchesTable {
  path: string;
  disabled: number;
  updated_at: number;
}

/** Small key/value facts about the installation (e.g. the server-key fingerprint). */
export interface PlatformMetaTable {
  key: string;
  value: string;
}

/**
 * One quota or throttle counter: `counter` names the gate, the key and the window (for example
 * `app:d:app_…:2026-04-20`); a past window's row is deleted once `expires_at` (Unix ms) has passed.
 * Keys that would identify a person (an email) are stored only as an HMAC.
 */
export interface QuotaCountersTable {
  counter: string;
  used: number;
  expires_at: number;
}

/** Counted calls of one app on one UTC day (`day` is YYYY-MM-DD); the operator's usage report. */
export interface UsageDailyTable {
  app_id: string;
  day: string;
  calls: number;
}

/** Every platform table, keyed by table name. */
export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  purchases: PurchasesTable;
  apps: AppsTable;
  kill_switches: KillSwitchesTable;
  platform_meta: PlatformMetaTable;
  quota_counters: QuotaCountersTable;
  usage_daily: UsageDailyTable;
  password_resets: PasswordResetsTable;
  payment_orders: PaymentOrdersTable;
}
