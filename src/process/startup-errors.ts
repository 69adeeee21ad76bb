/**
 * Start-up failures that the operator fixes by changing a setting or starting a service (issue 20
 * §6): one line on stderr naming the setting, a documented exit code, and no restart loop.
 *
 * Exit codes (sysexits.h; README "Start-up errors"):
 * - 78 (EX_CONFIG): a setting to change: a bad value, PORT in use, DATA_DIR not writable, a
 *   SUBLORD_SECRET_KEY that does not match the database, a password PostgreSQL refuses;
 * - 69 (EX_UNAVAILABLE): a service to start or reach: PostgreSQL (DATABASE_URL) or Redis (REDIS_URL);
 *   a supervisor may retry later;
 * - 1: anything else at start is a defect, printed with its stack.
 *
 * In a cluster a worker that fails to start prints its line and exits with its code; the primary
 * tells it from a worker that crashed later by that code and by its never having listened
 * (failedToStart), and with no worker serving it stops and exits with the same code instead of
 * forking again (src/process/cluster.ts). The primary checks PORT itself before forking (assertPortFree).
 * Never a secret in a message: a database URL is shown as host, port and name.
 */
import { createServer } from 'node:net';
import { StoreUnavailable } from '../platform/errors.js';

export const EXIT_CONFIG = 78;
export const EXIT_UNAVAILABLE = 69;

/** True for a worker's exit code that means "could not start" (its line is printed already). */
export function isStartupExitCode(code: number | null | undefined): boolean {
  return code === EXIT_CONFIG || code === EXIT_UNAVAILABLE;
}

/** A start-up failure with the one line that says what to do. */
export class StartupError extends Error {
  readonly setting: string;
  readonly exitCode: number;
  constructor(setting: string, message: string, exitCode: number = EXIT_CONFIG) {
    super(message);
    this.name = 'StartupError';
    this.setting = setting;
    this.exitCode = exitCode;
  }
}

const errnoOf = (error: unknown): string | undefined =>
  (error as { code?: unknown } | null)?.code === undefined
    ? undefined
    : String((error as { code: unknown }).code);

/** A failed listen on PORT/HOST as a StartupError; anything else unchanged. */
export function listenStartupError(error: unknown, port: number, host: string): unknown {
  switch (errnoOf(error)) {
    case 'EADDRINUSE':
      return new StartupError(
        'PORT',
        `port ${port} is in use: set PORT to a free port (or stop the process that holds it)`,
      );
    case 'EACCES':
      return new StartupError(
        'PORT',
        `port ${port} needs privileges this user lacks: set PORT to 1024 or above (and put a proxy in front)`,
      );
    case 'EADDRNOTAVAIL':
      return new StartupError('HOST', `HOST ${host} is not an address of this machine: set HOST`);
    default:
      return error;
  }
}

/**
 * The primary's check before it forks (its workers each bind their own SO_REUSEPORT socket, which
 * would silently share the port with another instance started by the same user): PORT must be free.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(listenStartupError(error, port, host)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** DATABASE_URL without its password: scheme, host, port and database name. */
function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'the server in DATABASE_URL';
  }
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
]);
const NOT_WRITABLE = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOTDIR',
  'ENOENT',
  'SQLITE_CANTOPEN',
  'SQLITE_READONLY',
  'SQLITE_PERM',
]);

/** A failure to open (and migrate) the database as a StartupError when the fix is a setting. */
export function databaseStartupError(
  failure: unknown,
  location: { databaseUrl: string | null; dataDir: string; databasePoolSize?: number },
): unknown {
  if (failure instanceof StartupError) return failure;
  // The PostgreSQL store wraps "cannot serve now" in StoreUnavailable; the cause names it.
  const error = failure instanceof StoreUnavailable && failure.cause ? failure.cause : failure;
  const code = errnoOf(error);
  const message = error instanceof Error ? error.message : '';
  if (location.databaseUrl) {
    const where = describeDatabaseUrl(location.databaseUrl);
    // PgBouncer refuses the session settings sent at connection (db/postgres.ts) unless told to
    // ignore them: then it pools by transaction, and sublord must be told so.
    if (/unsupported startup parameter/i.test(message)) {
      return new StartupError(
        'DATABASE_POOLER',
        `DATABASE_URL (${where}) reaches PgBouncer, which refused a session setting (${message}): set DATABASE_POOLER=pgbouncer for its transaction mode (docs/deployment.md, "Several machines")`,
      );
    }
    if (code === undefined) return failure;
    if (code === '53300') {
      return new StartupError(
        'DATABASE_POOL_SIZE',
        `PostgreSQL at ${where} refused a connection: too many clients. This process opens ${location.databasePoolSize ?? 'its'} (DATABASE_POOL_SIZE); lower it or WORKERS, raise max_connections, or put PgBouncer in front (docs/deployment.md, "Pool sizing")`,
      );
    }
    if (UNREACHABLE.has(code) || /timeout exceeded when trying to connect/.test(message)) {
      return new StartupError(
        'DATABASE_URL',
        `PostgreSQL at ${where} is unreachable (${UNREACHABLE.has(code) ? code : 'no answer within 1 s'}): check DATABASE_URL and that the server is running`,
        EXIT_UNAVAILABLE,
      );
    }
    // 57P03 cannot_connect_now: starting up, shutting down or in recovery; try again later.
    if (code === '57P03' || code === '57P01') {
      return new StartupError(
        'DATABASE_URL',
        `PostgreSQL at ${where} is not accepting connections yet (${code}): it is starting or stopping`,
        EXIT_UNAVAILABLE,
      );
    }
    // PostgreSQL's SQLSTATE codes: 28P01 invalid_password, 28000 invalid_authorization_specification,
    // 3D000 invalid_catalog_name (no such database), 42501 insufficient_privilege.
    const refusals: Record<string, string> = {
      '28P01': 'refused the user name or password',
      '28000': 'refused this user or host (pg_hba.conf)',
      '3D000': 'has no database by that name',
      '42501': 'does not let this user create the tables',
    };
    const refusal = refusals[code];
    if (refusal) {
      return new StartupError(
        'DATABASE_URL',
        `PostgreSQL at ${where} ${refusal}: fix DATABASE_URL`,
      );
    }
    return failure;
  }
  if (code === undefined) return failure;
  return dataDirStartupError(error, location.dataDir);
}

/** A file-system failure in DATA_DIR (the SQLite database, server.key) as a StartupError. */
export function dataDirStartupError(error: unknown, dataDir: string): unknown {
  const code = errnoOf(error);
  if (code === undefined || !NOT_WRITABLE.has(code)) return error;
  return new StartupError(
    'DATA_DIR',
    `DATA_DIR ${dataDir} is not writable by this user (${code}): set DATA_DIR to a directory it can write, or fix its owner`,
  );
}

/**
 * A native module (sweph's addon) that cannot be loaded, as a StartupError whose line says what to
 * run (issue 37 §10): one built for another Node.js (Node names both NODE_MODULE_VERSIONs), missing
 * (an install with --ignore-scripts, or a failed compile), or built for another system. Before, the
 * command line printed the loader's stack, and a node_modules installed by `npm ci` on Node 20 (with
 * better-sqlite3's addon, since replaced by node:sqlite) died at start with a NODE_MODULE_VERSION
 * stack. Anything else is returned unchanged.
 */
export function nativeModuleStartupError(
  error: unknown,
  node: { version: string; modules: string } = {
    version: process.versions.node,
    modules: process.versions.modules,
  },
): unknown {
  const code = errnoOf(error);
  const message = String((error as Error | null)?.message ?? '');
  const addon = /\.node\b/.test(message);
  if (!(code === 'ERR_DLOPEN_FAILED' || (code === 'MODULE_NOT_FOUND' && addon))) return error;
  const name = /node_modules\/((?:@[^/\s]+\/)?[^/\s'"]+)/.exec(message)?.[1] ?? 'a native module';
  const fix = `run \`npm rebuild\` (or \`npm ci\`) with this Node.js ${node.version}`;
  const versions = /NODE_MODULE_VERSION (\d+)[\s\S]*NODE_MODULE_VERSION (\d+)/.exec(message);
  if (versions) {
    return new StartupError(
      'node_modules',
      `the native module ${name} was built for NODE_MODULE_VERSION ${versions[1]} (another Node.js), and Node.js ${node.version} needs NODE_MODULE_VERSION ${versions[2] ?? node.modules}: ${fix}`,
    );
  }
  const first = message.split('\n')[0]?.trim() ?? '';
  return new StartupError(
    'node_modules',
    `the native module ${name} cannot be loaded (${first}): it is missing or was built for another Node.js or system; ${fix} (NODE_MODULE_VERSION ${node.modules})`,
  );
}

/**
 * Runs the start-up: `configure` (reading the settings: its errors name the setting) then `start`.
 * A StartupError (or a configuration error) prints one line on stderr and exits with its code;
 * anything else is a defect and keeps its stack. In a cluster worker the primary is told first.
 */
export async function startOrExit<C>(
  configure: () => C,
  start: (config: C) => Promise<void>,
): Promise<void> {
  let config: C;
  try {
    config = configure();
  } catch (error) {
    // loadConfig checks the environment only: its message names the setting and the fix.
    return exitWith(
      `sublord could not start: ${(error as Error)?.message ?? String(error)}`,
      EXIT_CONFIG,
    );
  }
  try {
    await start(config);
  } catch (thrown) {
    const error = nativeModuleStartupError(thrown);
    if (error instanceof StartupError) {
      return exitWith(`sublord could not start: ${error.message}`, error.exitCode);
    }
    return exitWith(`sublord could not start: ${defectLine(error)}`, 1);
  }
}

/**
 * A defect at start in one line (issue 34 §5): its class, message and the first place in the stack,
 * so a supervisor's log shows why without a trace spread over lines.
 */
export function defectLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error).replace(/\s+/g, ' ');
  const where = /\n\s+at (.*)/.exec(error.stack ?? '')?.[1]?.trim();
  const text = `${error.name}: ${error.message}`.replace(/\s+/g, ' ');
  return where ? `${text} (at ${where})` : text;
}

async function exitWith(line: string, code: number): Promise<void> {
  // Written before exiting: a pipe's write may be asynchronous.
  await new Promise<void>((resolve) => process.stderr.write(`${line}\n`, () => resolve()));
  process.exit(code);
}
