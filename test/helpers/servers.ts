/**
 * Throw-away PostgreSQL and Redis servers for tests, started from the Debian binaries on free
 * loopback ports and removed afterwards. Nothing skips: missing binaries fail the test with the
 * install hint (.ci/run installs them), and a server that fails to start is a test failure too.
 *
 * Overrides: SUBLORD_TEST_DATABASE_URL / SUBLORD_TEST_REDIS_URL use an already running server;
 * PG_BIN names the PostgreSQL bin directory.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

/** A running PostgreSQL server with a way to make fresh databases on it. */
export interface PostgresServer {
  /** Creates an empty database and returns its connection string. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
  /**
   * The faults a fleet meets (test/load/fleet.test.ts); only on a server these helpers started
   * (an external SUBLORD_TEST_DATABASE_URL throws). `halt` is a fast shutdown that keeps the data
   * directory and port, `resume` starts it again there; `freeze` stops every process of the server
   * (SIGSTOP), `thaw` continues them.
   */
  control(): PostgresControl;
}

/** Stopping, starting and freezing a test PostgreSQL server in place. */
export interface PostgresControl {
  /** The connection string of the server's `postgres` database (superuser). */
  adminUrl: string;
  halt(): Promise<void>;
  resume(): Promise<void>;
  freeze(): void;
  thaw(): void;
  /** The server's processes now: the postmaster and its backends (a benchmark reads their CPU). */
  pids(): number[];
}

/** A running Redis server. */
export interface RedisServer {
  url: string;
  stop(): Promise<void>;
  /**
   * Faults, on a server these helpers started: `halt` ends it (SIGTERM: with an append-only file it
   * writes it first), `resume` starts it again on the same port and directory (its persistence as
   * started, unless `appendOnly: false` restarts it without: a restart that loses the data);
   * `freeze` stops the process (SIGSTOP), `thaw` continues it.
   */
  control(): RedisControl;
}

/** Stopping, starting and freezing a test Redis server in place. */
export interface RedisControl {
  halt(): Promise<void>;
  resume(options?: { appendOnly?: boolean }): Promise<void>;
  freeze(): void;
  thaw(): void;
  pids(): number[];
}

/** A free TCP port on 127.0.0.1 (closed again before returning). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function pgBinDir(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  }
  return (
    candidates.find(
      (dir) => existsSync(join(dir, 'postgres')) && existsSync(join(dir, 'initdb')),
    ) ?? null
  );
}

function redisBinary(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/bin', '/usr/local/bin'])) {
    const candidate = join(dir, 'redis-server');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The install hint when no PostgreSQL server can be had, or null when one can. */
export function postgresUnavailable(): string | null {
  if (process.env.SUBLORD_TEST_DATABASE_URL) return null;
  return pgBinDir()
    ? null
    : 'PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN / SUBLORD_TEST_DATABASE_URL)';
}

/** The install hint when no Redis server can be had, or null when one can. */
export function redisUnavailable(): string | null {
  if (process.env.SUBLORD_TEST_REDIS_URL) return null;
  return redisBinary()
    ? null
    : 'redis-server not found (apt-get install redis-server, or set SUBLORD_TEST_REDIS_URL)';
}

// PostgreSQL refuses to run as root; as root we run it as the `postgres` system user.
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const out = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (out.status !== 0 || gid.status !== 0) {
    throw new Error('running as root but there is no postgres user to run the test server as');
  }
  return { uid: Number(out.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
}

/** Whether a PostgreSQL connection (a server, or a pooler before one) can be made now. */
async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

function externalPostgres(url: string): PostgresServer {
  return {
    async createDatabase() {
      const name = `sublord_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      const target = new URL(url);
      target.pathname = `/${name}`;
      return target.toString();
    },
    async stop() {},
    control() {
      throw new Error(
        'an external PostgreSQL server (SUBLORD_TEST_DATABASE_URL) cannot be stopped',
      );
    },
  };
}

/** The pids of a process and of its children (a PostgreSQL postmaster and its backends). */
function processTree(pid: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  const children = (out.stdout ?? '')
    .split('\n')
    .map((line) => Number.parseInt(line.trim(), 10))
    .filter((n) => n > 0);
  return [pid, ...children];
}

function signalTree(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  // The postmaster first on SIGSTOP (it forks no new backend while stopped), last on SIGCONT.
  const pids = processTree(pid);
  for (const p of signal === 'SIGCONT' ? pids.reverse() : pids) {
    try {
      process.kill(p, signal);
    } catch {
      // gone meanwhile
    }
  }
}

/**
 * Starts a PostgreSQL server in a temporary directory (fsync off: test data is disposable).
 * `settings` override its configuration (a benchmark turns fsync back on).
 */
export async function startPostgres(
  settings: Record<string, string> = {},
): Promise<PostgresServer> {
  if (process.env.SUBLORD_TEST_DATABASE_URL) {
    return externalPostgres(process.env.SUBLORD_TEST_DATABASE_URL);
  }
  const bin = pgBinDir();
  if (!bin) throw new Error(postgresUnavailable() ?? 'no PostgreSQL');
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'sublord-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const ids = user ? { uid: user.uid, gid: user.gid } : {};
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
    { ...ids, encoding: 'utf8', cwd: dir },
  );
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const launch = () =>
    spawn(
      join(bin, 'postgres'),
      [
        '-D',
        join(dir, 'data'),
        '-p',
        String(port),
        '-k',
        dir,
        ...Object.entries({
          listen_addresses: '127.0.0.1',
          fsync: 'off',
          synchronous_commit: 'off',
          full_page_writes: 'off',
          max_connections: '100',
          ...settings,
        }).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
      { ...ids, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
    );
  const base = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stderr = '';
  const ready = async (child: ChildProcess) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`postgres exited: ${stderr}`);
      return accepts(base);
    }, 'PostgreSQL');
  };
  let child = launch();
  try {
    await ready(child);
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const external = externalPostgres(base);
  const control: PostgresControl = {
    adminUrl: base,
    // SIGINT is PostgreSQL's "fast shutdown": disconnect clients, then exit.
    halt: () => stopChild(child, 'SIGINT'),
    async resume() {
      if (child.exitCode === null && child.signalCode === null) return;
      child = launch();
      await ready(child);
    },
    freeze: () => signalTree(child.pid, 'SIGSTOP'),
    thaw: () => signalTree(child.pid, 'SIGCONT'),
    pids: () => (child.pid === undefined ? [] : processTree(child.pid)),
  };
  return {
    createDatabase: external.createDatabase,
    async stop() {
      control.thaw();
      await stopChild(child, 'SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
    control: () => control,
  };
}

/**
 * Persistence for a test Redis: none (the default), or an append-only file in `dir` (the setting
 * docs/platform.md asks for), so a Redis restarted on the same `dir` and `port` has its data back.
 */
export interface RedisOptions {
  appendOnlyDir?: string;
  port?: number;
  /** How often the append-only file is synced (default always; docs ask for everysec). */
  appendFsync?: 'always' | 'everysec';
}

/** Starts a Redis server, with persistence off unless an append-only directory is given. */
export async function startRedis(options: RedisOptions = {}): Promise<RedisServer> {
  if (process.env.SUBLORD_TEST_REDIS_URL) {
    return {
      url: process.env.SUBLORD_TEST_REDIS_URL,
      async stop() {},
      control() {
        throw new Error('an external Redis server (SUBLORD_TEST_REDIS_URL) cannot be stopped');
      },
    };
  }
  const binary = redisBinary();
  if (!binary) throw new Error(redisUnavailable() ?? 'no redis-server');
  const port = options.port ?? (await freePort());
  const persistence = (appendOnly: boolean) =>
    appendOnly && options.appendOnlyDir
      ? [
          '--dir',
          options.appendOnlyDir,
          '--appendonly',
          'yes',
          '--appendfsync',
          options.appendFsync ?? 'always',
          '--save',
          '',
        ]
      : ['--save', '', '--appendonly', 'no'];
  const launch = (appendOnly: boolean) =>
    spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        ...persistence(appendOnly),
        '--daemonize',
        'no',
      ],
      { stdio: 'ignore' },
    );
  const url = `redis://127.0.0.1:${port}`;
  const ready = (child: ChildProcess) =>
    waitFor(async () => {
      if (child.exitCode !== null) throw new Error('redis-server exited during start-up');
      const client = new Redis(url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      client.on('error', () => {});
      try {
        await client.connect();
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      } finally {
        client.disconnect();
      }
    }, 'Redis');
  let child = launch(true);
  try {
    await ready(child);
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    throw error;
  }
  const control: RedisControl = {
    halt: () => stopChild(child, 'SIGTERM'),
    async resume(again = {}) {
      if (child.exitCode === null && child.signalCode === null) return;
      child = launch(again.appendOnly ?? true);
      await ready(child);
    },
    freeze: () => signalTree(child.pid, 'SIGSTOP'),
    thaw: () => signalTree(child.pid, 'SIGCONT'),
    pids: () => (child.pid === undefined ? [] : processTree(child.pid)),
  };
  return {
    url,
    stop: () => {
      control.thaw();
      return stopChild(child, 'SIGTERM');
    },
    control: () => control,
  };
}

/** A running PgBouncer in transaction mode in front of a test PostgreSQL server. */
export interface PgBouncerServer {
  /** The connection string of database `name` through the pooler. */
  urlOf(databaseUrl: string): string;
  stop(): Promise<void>;
}

function pgbouncerBinary(): string | null {
  for (const dir of [
    '/usr/sbin',
    '/usr/bin',
    '/usr/local/bin',
    ...(process.env.PATH ?? '').split(':'),
  ]) {
    const candidate = join(dir, 'pgbouncer');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Starts PgBouncer (`pool_mode = transaction`, `serverConnections` server connections per database
 * and user) in front of the server whose superuser connection string is `adminUrl`. It refuses to
 * run as root, so as root it runs as the `postgres` user, like the server. Missing, the test fails
 * with the install hint (.ci/run installs it).
 */
export async function startPgBouncer(
  adminUrl: string,
  serverConnections = 4,
): Promise<PgBouncerServer> {
  const binary = pgbouncerBinary();
  if (!binary) throw new Error('pgbouncer not found (apt-get install pgbouncer)');
  const target = new URL(adminUrl);
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'sublord-pgbouncer-'));
  const port = await freePort();
  const config = join(dir, 'pgbouncer.ini');
  writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(
    config,
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${serverConnections}`,
      'max_client_conn = 500',
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  if (user) {
    for (const f of [dir, config, join(dir, 'userlist.txt')]) chownSync(f, user.uid, user.gid);
  }
  const child = spawn(binary, [config], {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const base = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`pgbouncer exited: ${stderr}`);
      return accepts(base);
    }, 'PgBouncer');
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    urlOf(databaseUrl) {
      const url = new URL(databaseUrl);
      url.port = String(port);
      return url.toString();
    },
    async stop() {
      await stopChild(child, 'SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
