/**
 * The PostgreSQL store (DATABASE_URL): its connection pool, the time limits every use of it runs
 * under, and what its failures mean to a caller (issue 34 §1, §4).
 *
 * - No error of a connection ever ends the process: every pooled client has an 'error' listener from
 *   the moment it is made, checked out or idle (pg-pool listens only while a client is idle, and an
 *   'error' event without a listener is fatal in Node).
 * - Every statement is bounded: PostgreSQL cancels it after STATEMENT_MS (statement_timeout) or a
 *   lock wait after LOCK_MS (lock_timeout); and when the server does not answer at all (stopped,
 *   frozen, a network gone) the client gives up after ANSWER_MS and drops that connection, so its
 *   late answer can never be read by another query. Getting a connection, new or from the pool, is
 *   bounded by POOL_WAIT_MS: a stall becomes a 503 within a second or two, never a queue.
 * - A failure that says the server cannot serve now (unreachable, restarting, too many clients, a
 *   timeout, a lock not granted) becomes StoreUnavailable (503 with Retry-After in every transport);
 *   anything else (a constraint, a defect) keeps its own error.
 * - The pool replaces a dropped connection on its next use, so when PostgreSQL is back every
 *   instance serves again at once, without a restart.
 *
 * Behind PgBouncer in transaction mode (DATABASE_POOLER=pgbouncer) a connection is a server session
 * only for one transaction: no named prepared statements and no session settings, so the server-side
 * limits come from the role instead (docs/deployment.md, "Several machines").
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import { StoreUnavailable } from '../errors.js';
import type { PlatformLogger } from '../logger.js';
import { withinTimeLimit } from '../time-limit.js';
import type { Database } from './schema.js';
import { namePostgresStatements } from './statement-cache.js';

/** Waiting for a connection (a new one, or one of the pool's), at most. */
export const POOL_WAIT_MS = 1000;
/** statement_timeout: the server cancels a statement that runs longer. */
export const STATEMENT_MS = 2000;
/** lock_timeout: the server gives up a lock wait (a held row or table) after this. */
export const LOCK_MS = 1000;
/** The client gives up on a server that sends nothing back for this long, and drops the connection. */
export const ANSWER_MS = 3000;
/** A transaction left idle this long (a process frozen mid-transaction) is ended by the server. */
const IDLE_IN_TRANSACTION_MS = 10_000;

/** Time limits of a pool: the server's by default; operator commands allow long statements. */
export interface PostgresLimits {
  poolWaitMs: number;
  statementMs: number;
  lockMs: number;
  answerMs: number;
}

/** The limits of the serving path. */
export const SERVING_LIMITS: PostgresLimits = Object.freeze({
  poolWaitMs: POOL_WAIT_MS,
  statementMs: STATEMENT_MS,
  lockMs: LOCK_MS,
  answerMs: ANSWER_MS,
});

/**
 * The limits of migrations, operator commands and tests: a report over a large table may take
 * minutes, and a command may wait for a connection.
 */
export const OPERATOR_LIMITS: PostgresLimits = Object.freeze({
  poolWaitMs: 30_000,
  statementMs: 0,
  lockMs: 30_000,
  answerMs: 3_600_000,
});

/** How DATABASE_URL reaches PostgreSQL. */
export type Pooler = 'none' | 'pgbouncer';

export interface PostgresPoolOptions {
  /** Connections this process may hold (DATABASE_POOL_SIZE). */
  size: number;
  pooler: Pooler;
  limits: PostgresLimits;
  logger: PlatformLogger;
}

const PG_INT8_OID = 20;

/** pg returns int8 as text; our bigints are Unix ms and counters, all well inside 2^53. */
function pgTypes(types: typeof pg.types) {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === PG_INT8_OID
        ? (value: string) => Number(value)
        : types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
  };
}

/** Errno codes of a connection that cannot be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs that mean "not now" rather than "wrong": 08 connection exception, 53 insufficient
 * resources (53300 too many clients), 57P01-57P03 the server shutting down or starting, 57014 a
 * statement cancelled (statement_timeout), 55P03 a lock not granted (lock_timeout), 40P01 a
 * deadlock victim, 25P03 an idle transaction ended by the server.
 */
function unavailableState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code.startsWith('53') ||
    code.startsWith('57P') ||
    code === '57014' ||
    code === '55P03' ||
    code === '40P01' ||
    code === '25P03'
  );
}

/** pg's own messages for a connection it cannot use (they carry no code). */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection is closed|connection error/i;

/** True when `error` says PostgreSQL cannot serve now (see unavailableState). */
export function isPostgresUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailable) return error.store === 'postgres';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || unavailableState(code))) {
    return true;
  }
  return error instanceof Error && LOST_CONNECTION.test(error.message);
}

/** A short reason for a log line and the error's message: a code or pg's words, never a value. */
function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message.slice(0, 120) : String(error);
}

/** `error` as StoreUnavailable when it means "not now", else unchanged. */
export function postgresFailure(error: unknown): unknown {
  if (error instanceof StoreUnavailable || !isPostgresUnavailable(error)) return error;
  return new StoreUnavailable('postgres', reasonOf(error), { cause: error });
}

interface SocketOf {
  connection?: { stream?: { destroy(): void } };
}

/** One checked-out client, as Kysely sees it. */
class StoreConnection implements DatabaseConnection {
  readonly #client: pg.PoolClient;
  readonly #answerMs: number;
  #dropped = false;

  constructor(client: pg.PoolClient, answerMs: number) {
    this.#client = client;
    this.#answerMs = answerMs;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#dropped) throw new StoreUnavailable('postgres', 'connection dropped');
    const query = this.#client.query(compiled.sql, [...compiled.parameters]);
    try {
      const { command, rowCount, rows } = await withinTimeLimit(query, this.#answerMs, () => {
        this.drop();
        return new StoreUnavailable('postgres', `no answer within ${this.#answerMs} ms`);
      });
      return {
        numAffectedRows:
          command === 'INSERT' ||
          command === 'UPDATE' ||
          command === 'DELETE' ||
          command === 'MERGE'
            ? BigInt(rowCount ?? 0)
            : undefined,
        rows: (rows ?? []) as R[],
      };
    } catch (error) {
      const failure = postgresFailure(error);
      // A lost connection is dropped; a cancelled statement or a refused lock leaves it usable.
      const code = (error as { code?: unknown } | null)?.code;
      if (failure instanceof StoreUnavailable && code !== '57014' && code !== '55P03') this.drop();
      throw failure;
    } finally {
      // The query's own outcome after a timeout (the dropped socket's error) is nobody's concern.
      query.catch(() => {});
    }
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not used on PostgreSQL');
  }

  /** Never used again: its socket is closed now, and the pool discards it on release. */
  drop(): void {
    if (this.#dropped) return;
    this.#dropped = true;
    (this.#client as unknown as SocketOf).connection?.stream?.destroy();
  }

  release(): void {
    this.#client.release(this.#dropped ? new Error('dropped') : undefined);
  }
}

/** Kysely's driver over the pool, with the limits and the failure mapping above. */
class StoreDriver implements Driver {
  readonly #pool: pg.Pool;
  readonly #answerMs: number;

  constructor(pool: pg.Pool, answerMs: number) {
    this.#pool = pool;
    this.#answerMs = answerMs;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    try {
      return new StoreConnection(await this.#pool.connect(), this.#answerMs);
    } catch (error) {
      throw postgresFailure(error);
    }
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    let begin = 'begin';
    if (settings.isolationLevel) begin += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) begin += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as StoreConnection).release();
  }

  async destroy() {
    await this.#pool.end();
  }
}

/** An open pool and the Kysely instance over it. */
export interface PostgresStore {
  db: Kysely<Database>;
  pool: pg.Pool;
  /** `postgres://host:port/name`: never the user or password. */
  describe: string;
}

/** DATABASE_URL without user or password. */
export function describePostgresUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `postgres://${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    // A libpq keyword string is valid too; it just has no printable host.
    return 'postgres';
  }
}

/** Opens a pool (no connection yet) with the limits and listeners above. */
export async function openPostgresStore(
  connectionString: string,
  options: PostgresPoolOptions,
): Promise<PostgresStore> {
  // Loaded only when configured: pg adds memory and start-up time to every SQLite worker otherwise.
  const { default: pg } = await import('pg');
  const { limits, logger } = options;
  // Session settings travel in the start-up packet (no statement per connection); PgBouncer in
  // transaction mode refuses them, so there the role's own settings apply.
  const session =
    options.pooler === 'pgbouncer'
      ? {}
      : {
          statement_timeout: limits.statementMs,
          lock_timeout: limits.lockMs,
          idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
        };
  const pool = new pg.Pool({
    connectionString,
    max: options.size,
    connectionTimeoutMillis: limits.poolWaitMs,
    keepAlive: true,
    application_name: 'sublord',
    types: pgTypes(pg.types),
    ...session,
  });
  let lastLogged = 0;
  const lost = (error: Error) => {
    // One line a minute: a server restart drops every connection at once.
    const t = Date.now();
    if (t - lastLogged < 60_000) return;
    lastLogged = t;
    logger.warn(
      { err: { message: reasonOf(error) } },
      'postgres connection lost; the pool replaces it on next use',
    );
  };
  // Idle clients: pg-pool removes them and emits 'error' here.
  pool.on('error', lost);
  // Checked-out clients: without a listener of their own, their 'error' would end the process.
  pool.on('connect', (client) => client.on('error', lost));
  if (options.pooler !== 'pgbouncer') namePostgresStatements(pool);
  return {
    db: new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new StoreDriver(pool, limits.answerMs),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    }),
    pool,
    describe: describePostgresUrl(connectionString),
  };
}

/**
 * Opens `size` connections at once and hands them back: at start, so that a server without room
 * for this process says so now (too many clients) rather than under load.
 */
export async function fillPool(pool: pg.Pool, size: number): Promise<void> {
  const clients = await Promise.allSettled(Array.from({ length: size }, () => pool.connect()));
  for (const c of clients) if (c.status === 'fulfilled') c.value.release();
  const failed = clients.find((c) => c.status === 'rejected');
  if (failed) throw failed.reason;
}
