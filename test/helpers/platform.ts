/**
 * Builds platforms for tests: SQLite in a temp directory, or a fresh database on a throw-away
 * PostgreSQL server; memory or Redis quota counters; an injectable clock.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach } from 'node:test';
import { PlatformError } from '../../src/platform/errors.js';
import {
  createPlatform,
  type Platform,
  type PlatformConfig,
  type PlatformOptions,
} from '../../src/platform/platform.js';
import type { FakeClock } from './clock.js';
import { type PostgresServer, startPostgres } from './servers.js';
import { tempDir } from './tmp.js';

/** A fixed test key, so several platforms on one database agree (production reads the env). */
export const TEST_SECRET_KEY = 'test-server-key-0123456789abcdef-0123456789abcdef';

/** Which database a suite runs against. */
export type DbKind = 'sqlite' | 'postgres';

/** Where one test's platform stores its data; `url` is null for SQLite. */
export interface TestStorage {
  kind: DbKind;
  dataDir: string;
  databaseUrl: string | null;
  remove(): void;
}

let pgServer: Promise<PostgresServer> | null = null;

/** A shared PostgreSQL server for this test process (started on first use). */
export function sharedPostgres(): Promise<PostgresServer> {
  pgServer ??= startPostgres();
  return pgServer;
}

/** Stops the shared PostgreSQL server if one was started. */
export async function stopSharedPostgres(): Promise<void> {
  if (pgServer) {
    const server = await pgServer;
    pgServer = null;
    await server.stop();
  }
}

/** Fresh, empty storage of the given kind. */
export async function freshStorage(kind: DbKind): Promise<TestStorage> {
  const dir = tempDir('platform');
  const databaseUrl = kind === 'postgres' ? await (await sharedPostgres()).createDatabase() : null;
  return { kind, dataDir: dir.path, databaseUrl, remove: dir.remove };
}

/** Platform config over the storage (Redis only when `redisUrl` is given). */
export function testConfig(
  storage: Pick<TestStorage, 'dataDir' | 'databaseUrl'>,
  overrides: Partial<PlatformConfig> = {},
): PlatformConfig {
  return {
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    redisUrl: null,
    secretKey: TEST_SECRET_KEY,
    killSwitchRefreshSeconds: 1,
    baseUrl: 'http://localhost:8080',
    ...overrides,
  };
}

/** Opens a platform over the storage. */
export function openTestPlatform(
  storage: Pick<TestStorage, 'dataDir' | 'databaseUrl'>,
  options: PlatformOptions = {},
  overrides: Partial<PlatformConfig> = {},
): Promise<Platform> {
  return createPlatform(testConfig(storage, overrides), options);
}

/**
 * For a describe block whose every test starts on an empty database: before each test the clock is
 * set to `start` and a platform opened (with `options`, the clock as its `now`) on fresh storage of
 * `kind`, handed to `opened`; after each test the platform is closed and the storage removed. Call
 * it where the hooks belong (inside the describe block); a block's own beforeEach registered after
 * it runs after it.
 */
export function freshPlatformEachTest(
  kind: DbKind,
  clock: FakeClock,
  start: number,
  opened: (platform: Platform, storage: TestStorage) => void,
  options: Omit<PlatformOptions, 'now'> = {},
): void {
  let platform: Platform | null = null;
  let storage: TestStorage | null = null;
  beforeEach(async () => {
    clock.set(start);
    storage = await freshStorage(kind);
    platform = await openTestPlatform(storage, { ...options, now: clock });
    opened(platform, storage);
  });
  afterEach(async () => {
    await platform?.close();
    storage?.remove();
    platform = null;
    storage = null;
  });
}

/** Creates an account with an active 30-day subscription; returns it with its password. */
export async function seedDeveloper(
  platform: Platform,
  email = `dev-${Math.random().toString(36).slice(2)}@example.com`,
  password = 'correct horse battery',
): Promise<{ accountId: string; email: string; password: string }> {
  const account = await platform.accounts.create(email, password);
  await platform.payments.grant(email);
  return { accountId: account.id, email: account.email, password };
}

/**
 * A developer with one app in a SQLite DATA_DIR, for a service started on it afterwards (the load
 * tests): the platform is opened, seeded and closed again. Returns the app's credentials.
 */
export async function seedAppInDataDir(
  dataDir: string,
  name: string,
): Promise<{ id: string; secret: string }> {
  const platform = await openTestPlatform({ dataDir, databaseUrl: null });
  try {
    const dev = await seedDeveloper(platform);
    const issued = await platform.apps.create(dev.accountId, name);
    return { id: issued.appId, secret: issued.appSecret };
  } finally {
    await platform.close();
  }
}

/** For assert.rejects: the error is a PlatformError with this code (and field, when given). */
export function rejectsWith(code: string, field?: string) {
  return (error: unknown) => {
    assert.ok(error instanceof PlatformError, `expected PlatformError, got ${String(error)}`);
    assert.equal(error.code, code);
    if (field !== undefined) assert.equal(error.field, field);
    return true;
  };
}
