/**
 * Apps and their credentials: create (App ID + secret shown once), rotate (new secret, same App ID,
 * optionally with a grace period during which the previous secret still works), revoke (every later
 * call 401, the grace period included), list with usage, and verify a presented App ID + secret.
 */
import { type Kysely, type Selectable, sql } from 'kysely';
import { type Clock, DAY_MS } from '../clock.js';
import { newId } from '../crypto.js';
import type { DialectName } from '../db/connect.js';
import type { AppsTable, Database } from '../db/schema.js';
import { PlatformError } from '../errors.js';
import type { AppLimits } from '../limits/per-app.js';
import { APPS_PER_ACCOUNT } from '../limits/quota-gate.js';
import { refuseControlCharacters } from '../text.js';
import { type CredentialSource, uncachedSource } from './credential-cache.js';
import type { SecretHasher } from './secrets.js';

/** Apps an account may hold at once (contract, Limits); revoked apps do not count. */
export const MAX_APPS_PER_ACCOUNT = APPS_PER_ACCOUNT;
/** Longest app name accepted. */
export const APP_NAME_MAX_LENGTH = 80;
/** Longest grace period a rotation may give the previous secret: 7 days. */
export const MAX_ROTATION_GRACE_MS = 7 * DAY_MS;
// Ids we issue are 20 characters; anything longer than this is not worth a database round trip.
const APP_ID_MAX_LENGTH = 64;

/** An app as listed to its owner; never includes the secret or its digest. */
export interface AppSummary {
  id: string;
  accountId: string;
  name: string;
  createdAt: number;
  rotatedAt: number | null;
  revokedAt: number | null;
  callCount: number;
  lastUsedAt: number | null;
  /** The app's own limits (`sublord app limits`); null fields: the contract's defaults. */
  limits: AppLimits;
  /** After a rotation with a grace period: when the previous secret stops working, else null. */
  previousSecretExpiresAt: number | null;
}

/** Credentials at the only moment they exist in clear: creation or rotation. */
export interface IssuedCredentials {
  appId: string;
  appSecret: string;
  app: AppSummary;
}

/** A presented App ID + secret that matched a live app. */
export interface VerifiedApp {
  appId: string;
  accountId: string;
  /** The owning account's subscription end (Unix ms), or null if none was ever bought. */
  accessExpiresAt: number | null;
  /** The app's own limits, or null for the contract's defaults. */
  limits: AppLimits | null;
  /**
   * The stamp of the credential row this was decided from (credential-cache.ts), for the quota to
   * check in the same round trip; null when the row was read without a cache.
   */
  stamp?: string | null;
  /** True when decided from a cached row: a refusal (402) reads it again first. */
  cached?: boolean;
}

/** App lifecycle and credential checks. */
export interface AppService {
  /** NO_ACTIVE_SUBSCRIPTION without access; APP_LIMIT_REACHED at 5 live apps. */
  create(accountId: string, name: string): Promise<IssuedCredentials>;
  /**
   * New secret, same App ID; APP_NOT_FOUND for another account's or a revoked app. With `graceMs`
   * > 0 (at most MAX_ROTATION_GRACE_MS) the secret in force until now keeps working that long; a
   * rotation during a grace period replaces it (only the newest previous secret is kept).
   */
  rotate(accountId: string, appId: string, graceMs?: number): Promise<IssuedCredentials>;
  /** Revokes an app of this account (or of any account when `accountId` is null: operator). */
  revoke(accountId: string | null, appId: string): Promise<AppSummary>;
  /** Live apps first (newest first), then revoked ones. */
  list(accountId: string): Promise<AppSummary[]>;
  /**
   * The app behind these credentials, or null for unknown id, wrong secret or revoked app alike.
   * `fresh` reads the row even when a cached one is at hand (a stale stamp, a refusal to confirm).
   */
  verify(appId: string, secret: string, fresh?: boolean): Promise<VerifiedApp | null>;
  /**
   * Operator: sets an app's own limits. A field left undefined keeps its current value, a null field
   * goes back to the default; `null` resets both to the contract's defaults. APP_NOT_FOUND for an
   * unknown app.
   */
  setLimits(appId: string, limits: Partial<AppLimits> | null): Promise<AppSummary>;
}

function toSummary(row: Selectable<AppsTable>): AppSummary {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    createdAt: row.created_at,
    rotatedAt: row.rotated_at,
    revokedAt: row.revoked_at,
    callCount: row.call_count,
    lastUsedAt: row.last_used_at,
    limits: { perMinute: row.limit_per_minute, perDay: row.limit_per_day },
    previousSecretExpiresAt: row.previous_secret_expires_at,
  };
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > APP_NAME_MAX_LENGTH) {
    throw new PlatformError(
      'INVALID_INPUT',
      `must be 1 to ${APP_NAME_MAX_LENGTH} characters`,
      'name',
    );
  }
  refuseControlCharacters(trimmed, 'name');
  return trimmed;
}

/** The columns verify() reads for a presented App ID: the app's secrets, state and limits, its account's access. */
export interface CredentialRow {
  id: string;
  account_id: string;
  secret_digest: string;
  revoked_at: number | null;
  limit_per_minute: number | null;
  limit_per_day: number | null;
  previous_secret_digest: string | null;
  previous_secret_expires_at: number | null;
  access_expires_at: number | null;
}

/**
 * Reads the credential row of an App ID, undefined when there is none. Always the committed row of
 * the moment (no cache): a revocation, a rotation or a new subscription end holds from the next call.
 */
export type CredentialReader = (appId: string) => Promise<CredentialRow | undefined>;

/** The reader over Kysely (PostgreSQL; SQLite uses a prepared statement: sqlite-credentials.ts). */
export function kyselyCredentialReader(db: Kysely<Database>): CredentialReader {
  return (appId) =>
    db
      .selectFrom('apps')
      .innerJoin('accounts', 'accounts.id', 'apps.account_id')
      .select([
        'apps.id',
        'apps.account_id',
        'apps.secret_digest',
        'apps.revoked_at',
        'apps.limit_per_minute',
        'apps.limit_per_day',
        'apps.previous_secret_digest',
        'apps.previous_secret_expires_at',
        'accounts.access_expires_at',
      ])
      .where('apps.id', '=', appId)
      .executeTakeFirst();
}

/** The app service over the platform database. */
export function createAppService(
  db: Kysely<Database>,
  dialect: DialectName,
  hasher: SecretHasher,
  now: Clock,
  credentials: CredentialSource = uncachedSource(kyselyCredentialReader(db)),
): AppService {
  async function ownedApp(accountId: string | null, appId: string): Promise<Selectable<AppsTable>> {
    let query = db.selectFrom('apps').selectAll().where('id', '=', appId);
    if (accountId !== null) query = query.where('account_id', '=', accountId);
    const row = await query.executeTakeFirst();
    if (!row) throw new PlatformError('APP_NOT_FOUND', 'No such app.', 'app_id');
    return row;
  }

  return {
    async create(accountId, name) {
      const appName = cleanName(name);
      const t = now();
      return db.transaction().execute(async (tx) => {
        // Serialise creates per account so two racing requests cannot make a sixth app. SQLite
        // already serialises whole transactions on its single connection.
        let lock = tx
          .selectFrom('accounts')
          .select('access_expires_at')
          .where('id', '=', accountId);
        if (dialect === 'postgres') lock = lock.forUpdate();
        const account = await lock.executeTakeFirst();
        if (!account) throw new PlatformError('ACCOUNT_NOT_FOUND', 'No such account.');
        if (account.access_expires_at === null || account.access_expires_at <= t) {
          throw new PlatformError(
            'NO_ACTIVE_SUBSCRIPTION',
            'An active subscription is needed to create apps.',
          );
        }
        const live = await tx
          .selectFrom('apps')
          .select(sql<number>`count(*)`.as('n'))
          .where('account_id', '=', accountId)
          .where('revoked_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(live.n) >= MAX_APPS_PER_ACCOUNT) {
          throw new PlatformError(
            'APP_LIMIT_REACHED',
            `An account can hold at most ${MAX_APPS_PER_ACCOUNT} apps; revoke one first.`,
          );
        }
        const { secret, digest } = hasher.issue();
        const row: Selectable<AppsTable> = {
          id: newId('app'),
          account_id: accountId,
          name: appName,
          secret_digest: digest,
          created_at: t,
          rotated_at: null,
          revoked_at: null,
          call_count: 0,
          last_used_at: null,
          limit_per_minute: null,
          limit_per_day: null,
          previous_secret_digest: null,
          previous_secret_expires_at: null,
        };
        await tx.insertInto('apps').values(row).execute();
        return { appId: row.id, appSecret: secret, app: toSummary(row) };
      });
    },

    async rotate(accountId, appId, graceMs = 0) {
      if (!Number.isInteger(graceMs) || graceMs < 0 || graceMs > MAX_ROTATION_GRACE_MS) {
        throw new PlatformError(
          'INVALID_INPUT',
          `must be 0 to ${MAX_ROTATION_GRACE_MS / DAY_MS} days`,
          'grace',
        );
      }
      const row = await ownedApp(accountId, appId);
      if (row.revoked_at !== null) {
        throw new PlatformError(
          'APP_NOT_FOUND',
          'This app is revoked; create a new one.',
          'app_id',
        );
      }
      const { secret, digest } = hasher.issue();
      const t = now();
      const grace = {
        previous_secret_digest: graceMs > 0 ? row.secret_digest : null,
        previous_secret_expires_at: graceMs > 0 ? t + graceMs : null,
      };
      const result = await db
        .updateTable('apps')
        .set({ secret_digest: digest, rotated_at: t, ...grace })
        .where('id', '=', appId)
        .where('revoked_at', 'is', null)
        // The digest read above is the one replaced, so two racing rotations cannot both keep it.
        .where('secret_digest', '=', row.secret_digest)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        throw new PlatformError(
          'APP_NOT_FOUND',
          'This app is revoked; create a new one.',
          'app_id',
        );
      }
      return {
        appId,
        appSecret: secret,
        app: toSummary({ ...row, secret_digest: digest, rotated_at: t, ...grace }),
      };
    },

    async revoke(accountId, appId) {
      const row = await ownedApp(accountId, appId);
      if (row.revoked_at !== null) return toSummary(row);
      const t = now();
      await db
        .updateTable('apps')
        .set({ revoked_at: t })
        .where('id', '=', appId)
        .where('revoked_at', 'is', null)
        .execute();
      return toSummary({ ...row, revoked_at: t });
    },

    async list(accountId) {
      const rows = await db
        .selectFrom('apps')
        .selectAll()
        .where('account_id', '=', accountId)
        .execute();
      const live = rows
        .filter((r) => r.revoked_at === null)
        .sort((a, b) => b.created_at - a.created_at);
      const revoked = rows
        .filter((r) => r.revoked_at !== null)
        .sort((a, b) => (b.revoked_at ?? 0) - (a.revoked_at ?? 0));
      return [...live, ...revoked].map(toSummary);
    },

    async verify(appId, secret, fresh = false) {
      // Same work for every failure: one read of the row (never a cached one: a refusal always
      // reads again), two HMACs, two timingSafeEquals (current secret, then the previous one,
      // whose digest is null outside a grace period).
      const decide = (
        row: CredentialRow | undefined,
      ): Omit<VerifiedApp, 'stamp' | 'cached'> | null => {
        const current = hasher.matches(row?.secret_digest ?? null, secret);
        const previous = hasher.matches(row?.previous_secret_digest ?? null, secret);
        const inGrace =
          previous &&
          row?.previous_secret_expires_at != null &&
          row.previous_secret_expires_at > now();
        if (!row || !(current || inGrace) || row.revoked_at !== null) return null;
        const own =
          row.limit_per_minute === null && row.limit_per_day === null
            ? null
            : { perMinute: row.limit_per_minute, perDay: row.limit_per_day };
        return {
          appId: row.id,
          accountId: row.account_id,
          accessExpiresAt: row.access_expires_at,
          limits: own,
        };
      };
      if (appId.length === 0 || appId.length > APP_ID_MAX_LENGTH) {
        decide(undefined);
        return null;
      }
      let source = await credentials(appId, fresh);
      let verified = decide(source.row);
      if (verified === null && source.cached) {
        source = await credentials(appId, true);
        verified = decide(source.row);
      }
      return verified === null ? null : { ...verified, stamp: source.stamp, cached: source.cached };
    },

    async setLimits(appId, limits) {
      const row = await ownedApp(null, appId);
      const set = {
        limit_per_minute:
          limits === null
            ? null
            : limits.perMinute === undefined
              ? row.limit_per_minute
              : limits.perMinute,
        limit_per_day:
          limits === null ? null : limits.perDay === undefined ? row.limit_per_day : limits.perDay,
      };
      await db.updateTable('apps').set(set).where('id', '=', appId).execute();
      return toSummary({ ...row, ...set });
    },
  };
}
