/**
 * Sessions for the portal (cookie) and the website (Bearer token). A token is 32 random bytes; only
 * its SHA-256 is stored, so a database dump yields no usable session. Sessions end after an idle
 * period or an absolute lifetime, whichever comes first, and on sign-out. Each session has a kind,
 * and a token resolves only as its own kind: a website token handed to the portal is unknown there
 * (issue 20 §5).
 */
import type { Kysely } from 'kysely';
import { type Clock, DAY_MS, MINUTE_MS } from '../clock.js';
import { randomToken, sha256Hex } from '../crypto.js';
import type { Database } from '../db/schema.js';
import type { Account } from './accounts.js';

/** How long sessions live. */
export interface SessionPolicy {
  /** A session unused for this long ends (ms). */
  idleMs: number;
  /** A session ends this long after sign-in however much it is used (ms). */
  absoluteMs: number;
}

/** Idle 7 days, absolute 30 days. */
export const DEFAULT_SESSION_POLICY: SessionPolicy = Object.freeze({
  idleMs: 7 * DAY_MS,
  absoluteMs: 30 * DAY_MS,
});

/** Where a session was issued: the portal's cookie or the website's Bearer token. */
export type SessionKind = 'portal' | 'website';

/** A freshly issued session; the token is shown to its owner once and never stored. */
export interface IssuedSession {
  token: string;
  /** Id of the stored row (the token's SHA-256); binds CSRF tokens to the session. */
  sessionId: string;
  expiresAt: number;
}

/** A session that is still valid, with its account. */
export interface ActiveSession {
  sessionId: string;
  account: Account;
  expiresAt: number;
}

/** A live session as its owner sees it in the list (never the token). */
export interface SessionInfo {
  sessionId: string;
  kind: SessionKind;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

/** Issue, resolve, list and end sessions. */
export interface SessionService {
  /** A new session of this kind (default `portal`, the cookie). */
  create(accountId: string, kind?: SessionKind): Promise<IssuedSession>;
  /**
   * The live session for a token of this kind, or null (unknown, another kind, idle too long, or
   * past its absolute expiry).
   */
  resolve(token: string, kind: SessionKind): Promise<ActiveSession | null>;
  /** Ends the session for a token; unknown tokens are ignored. */
  revoke(token: string): Promise<void>;
  /** The account's live sessions of both kinds, most recently used first. */
  list(accountId: string): Promise<SessionInfo[]>;
  /** Ends one session of this account by its id; false when there was none. */
  revokeById(accountId: string, sessionId: string): Promise<boolean>;
  /** Ends every session of the account except `keepSessionId` (if given); returns how many. */
  revokeAll(accountId: string, keepSessionId?: string): Promise<number>;
}

// 32 bytes in base64url without padding is exactly 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
// last_seen_at is refreshed at most once a minute per session: idle expiry needs no finer grain, and
// it keeps a busy session from writing on every request.
const TOUCH_INTERVAL_MS = MINUTE_MS;

/** The session service over the platform database. */
export function createSessionService(
  db: Kysely<Database>,
  now: Clock,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): SessionService {
  return {
    async create(accountId, kind = 'portal') {
      const token = randomToken(32);
      const sessionId = sha256Hex(token);
      const t = now();
      const expiresAt = t + policy.absoluteMs;
      await db.transaction().execute(async (tx) => {
        // Housekeeping for this account only, so sign-in stays cheap.
        await tx
          .deleteFrom('sessions')
          .where('account_id', '=', accountId)
          .where((eb) =>
            eb.or([eb('expires_at', '<=', t), eb('last_seen_at', '<=', t - policy.idleMs)]),
          )
          .execute();
        await tx
          .insertInto('sessions')
          .values({
            id: sessionId,
            account_id: accountId,
            created_at: t,
            last_seen_at: t,
            expires_at: expiresAt,
            kind,
          })
          .execute();
      });
      return { token, sessionId, expiresAt };
    },

    async resolve(token, kind) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const sessionId = sha256Hex(token);
      const row = await db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
        .select([
          'sessions.id as session_id',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'accounts.id as account_id',
          'accounts.email',
          'accounts.created_at',
          'accounts.access_expires_at',
        ])
        .where('sessions.id', '=', sessionId)
        .where('sessions.kind', '=', kind)
        .executeTakeFirst();
      if (!row) return null;
      const t = now();
      if (row.expires_at <= t || row.last_seen_at + policy.idleMs <= t) {
        await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
        return null;
      }
      if (t - row.last_seen_at >= TOUCH_INTERVAL_MS) {
        await db
          .updateTable('sessions')
          .set({ last_seen_at: t })
          .where('id', '=', sessionId)
          .execute();
      }
      return {
        sessionId,
        expiresAt: row.expires_at,
        account: {
          id: row.account_id,
          email: row.email,
          createdAt: row.created_at,
          accessExpiresAt: row.access_expires_at,
        },
      };
    },

    async revoke(token) {
      if (!TOKEN_PATTERN.test(token)) return;
      await db.deleteFrom('sessions').where('id', '=', sha256Hex(token)).execute();
    },

    async list(accountId) {
      const t = now();
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'kind', 'created_at', 'last_seen_at', 'expires_at'])
        .where('account_id', '=', accountId)
        .where('expires_at', '>', t)
        .where('last_seen_at', '>', t - policy.idleMs)
        .execute();
      return rows
        .map((r) => ({
          sessionId: r.id,
          kind: r.kind === 'portal' ? ('portal' as const) : ('website' as const),
          createdAt: r.created_at,
          lastSeenAt: r.last_seen_at,
          expiresAt: r.expires_at,
        }))
        .sort((a, b) => b.lastSeenAt - a.lastSeenAt || b.createdAt - a.createdAt);
    },

    async revokeById(accountId, sessionId) {
      const result = await db
        .deleteFrom('sessions')
        .where('account_id', '=', accountId)
        .where('id', '=', sessionId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async revokeAll(accountId, keepSessionId) {
      let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
      if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
