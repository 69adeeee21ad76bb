/**
 * The QuotaGate on the database counters (SQLite, PostgreSQL: the default stores) and on a real
 * Redis: 60 per calendar minute and 1,000 per UTC day per key, a group's day cap, the minute consumed
 * first, and a refused call consuming nothing in any window. Durable stores keep their counts across
 * a restart (issue 9 §4).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DAY_MS, MINUTE_MS } from '../../src/platform/clock.js';
import { openDatabase } from '../../src/platform/db/connect.js';
import { openSqliteConnection } from '../../src/platform/db/sqlite.js';
import { StoreUnavailable } from '../../src/platform/errors.js';
import { createCounterQuotaGate } from '../../src/platform/limits/counter-gate.js';
import {
  type CounterStore,
  createPostgresCounterStore,
  createSqliteCounterStore,
} from '../../src/platform/limits/counter-store.js';
import {
  APP_LIMITS,
  PUBLIC_IP_LIMITS,
  type QuotaGate,
  type QuotaLimits,
} from '../../src/platform/limits/quota-gate.js';
import { connectQuotaRedis, type QuotaRedis } from '../../src/platform/limits/redis.js';
import { createRedisQuotaGate } from '../../src/platform/limits/redis-quota.js';
import { silentLogger } from '../../src/platform/logger.js';
import { createFakeClock, type FakeClock } from '../helpers/clock.js';
import { freshStorage, stopSharedPostgres } from '../helpers/platform.js';
import { type RedisServer, startRedis } from '../helpers/servers.js';
import { tempDir } from '../helpers/tmp.js';

// 10:00:15 UTC: 45 s left in the minute, 14 h left in the day.
const START = Date.UTC(2026, 3, 20, 10, 0, 15);

type GateFactory = (name: string, limits: QuotaLimits, clock: FakeClock) => QuotaGate;

function quotaSuite(store: string, setup: () => Promise<GateFactory>) {
  describe(`quota gate [${store}]`, () => {
    let make: GateFactory;
    let n = 0;
    const fresh = (limits: QuotaLimits = APP_LIMITS) => {
      const clock = createFakeClock(START);
      // A new gate name per test keeps tests apart on a shared Redis.
      const gate = make(`t${n++}-${Date.now()}`, limits, clock);
      return { clock, gate };
    };
    before(async () => {
      make = await setup();
    });

    test('the 61st call in a minute is refused with Retry-After to the minute boundary', async () => {
      const { gate } = fresh();
      for (let i = 1; i <= 60; i++) {
        const r = await gate.consume('app_a');
        assert.equal(r.allowed, true, `call ${i}`);
        assert.equal(r.minute.remaining, 60 - i);
      }
      const refused = await gate.consume('app_a');
      assert.equal(refused.allowed, false);
      assert.equal(refused.refusedBy, 'minute');
      assert.equal(refused.retryAfterSeconds, 45);
      assert.equal(refused.minute.resetAt, Date.UTC(2026, 3, 20, 10, 1, 0));
      assert.equal(refused.day.remaining, 940);
    });

    test('a refunded call is given back in the windows it was counted in, never below zero', async () => {
      // Issue 20 §2: a counted call answered with a 5xx is not charged.
      const { gate, clock } = fresh();
      const at = clock();
      const first = await gate.consume('app_r', 'acct_r');
      const second = await gate.consume('app_r', 'acct_r');
      clock.advance(50 * 1000); // the next minute: the refund still finds the counting minute
      await gate.refund('app_r', 'acct_r', at, first.ticket);
      clock.set(at);
      const peek = await gate.peek('app_r', 'acct_r');
      assert.equal(peek.minute.remaining, 59);
      assert.equal(peek.day.remaining, 999);
      await gate.refund('app_r', 'acct_r', at, second.ticket);
      await gate.refund('app_r', 'acct_r', at, second.ticket);
      const floor = await gate.peek('app_r', 'acct_r');
      assert.equal(floor.minute.remaining, 60);
      assert.equal(floor.day.remaining, 1000);
    });

    test('refused calls consume nothing; the next minute starts fresh; keys are independent', async () => {
      const { gate, clock } = fresh();
      for (let i = 0; i < 60; i++) await gate.consume('app_a');
      for (let i = 0; i < 25; i++) assert.equal((await gate.consume('app_a')).allowed, false);
      const peek = await gate.peek('app_a');
      assert.equal(peek.day.remaining, 940, 'the 25 refused calls did not touch the day');
      assert.equal(peek.minute.remaining, 0);
      assert.equal((await gate.consume('app_b')).allowed, true, 'another app has its own budget');
      clock.advance(45 * 1000);
      const next = await gate.consume('app_a');
      assert.equal(next.allowed, true);
      assert.equal(next.minute.remaining, 59);
      assert.equal(next.day.remaining, 939);
    });

    test('the 1,001st call in a UTC day is refused until 00:00 UTC and consumes nothing', async () => {
      const { gate, clock } = fresh();
      for (let minute = 0; minute < 16; minute++) {
        for (let i = 0; i < 60; i++) assert.equal((await gate.consume('app_a')).allowed, true);
        clock.advance(MINUTE_MS);
      }
      for (let i = 0; i < 40; i++) assert.equal((await gate.consume('app_a')).allowed, true);
      const refused = await gate.consume('app_a');
      assert.equal(refused.allowed, false);
      assert.equal(refused.refusedBy, 'day');
      const midnight = Date.UTC(2026, 3, 21);
      assert.equal(refused.retryAfterSeconds, Math.ceil((midnight - clock()) / 1000));
      assert.equal(refused.day.remaining, 0);
      assert.equal(refused.minute.remaining, 20, 'the minute point was given back');
      for (let i = 0; i < 5; i++) await gate.consume('app_a');
      const peek = await gate.peek('app_a');
      assert.equal(peek.minute.remaining, 20, 'refused calls left the minute untouched');
      assert.equal(peek.day.remaining, 0);
      assert.equal(peek.refusedBy, 'day');

      clock.set(midnight + 1000);
      const tomorrow = await gate.consume('app_a');
      assert.equal(tomorrow.allowed, true);
      assert.equal(tomorrow.day.remaining, 999);
    });

    test('a group day cap counts every key of the group; a refused call consumes nothing', async () => {
      const { gate } = fresh({ perMinute: 60, perDay: 10, perGroupDay: 25 });
      for (const key of ['k1', 'k2']) {
        for (let i = 0; i < 10; i++) assert.equal((await gate.consume(key, 'g1')).allowed, true);
      }
      for (let i = 0; i < 5; i++) assert.equal((await gate.consume('k3', 'g1')).allowed, true);
      const refused = await gate.consume('k3', 'g1');
      assert.equal(refused.allowed, false);
      assert.equal(refused.refusedBy, 'day');
      assert.equal(refused.day.remaining, 0, 'the group has nothing left today');
      assert.equal(refused.minute.remaining, 55, 'the minute point was given back');
      const k3 = await gate.peek('k3');
      assert.equal(k3.day.remaining, 5, "the refused call left k3's own day untouched");
      assert.equal((await gate.peek('k3', 'g1')).refusedBy, 'day');
      assert.equal((await gate.consume('k4', 'g2')).allowed, true, 'another group is unaffected');
    });

    test('200 concurrent calls for one key give exactly 60 successes', async () => {
      const { gate } = fresh();
      const results = await Promise.all(Array.from({ length: 200 }, () => gate.consume('app_c')));
      assert.equal(results.filter((r) => r.allowed).length, 60);
      assert.equal(results.filter((r) => r.refusedBy === 'minute').length, 140);
      const peek = await gate.peek('app_c');
      assert.equal(peek.day.remaining, 940);
    });

    test('the public per-IP gate allows 10 a minute and 100 a day', async () => {
      const { gate, clock } = fresh(PUBLIC_IP_LIMITS);
      let allowed = 0;
      for (let i = 0; i < 12; i++) if ((await gate.consume('203.0.113.7')).allowed) allowed++;
      assert.equal(allowed, 10);
      for (let minute = 1; minute <= 10; minute++) {
        clock.advance(MINUTE_MS);
        for (let i = 0; i < 10; i++) if ((await gate.consume('203.0.113.7')).allowed) allowed++;
      }
      assert.equal(allowed, 100);
      const refused = await gate.consume('203.0.113.7');
      assert.equal(refused.refusedBy, 'day');
      clock.advance(DAY_MS);
      assert.equal((await gate.consume('203.0.113.7')).allowed, true);
    });
  });
}

/** A database counter store on fresh storage, and a way to reopen it (a restart). */
async function dbCounters(kind: 'sqlite' | 'postgres') {
  const storage = await freshStorage(kind);
  const opened: Array<() => Promise<void>> = [];
  async function open(): Promise<CounterStore> {
    const handle = await openDatabase(storage);
    const connection = handle.sqliteFile ? openSqliteConnection(handle.sqliteFile) : null;
    const store = connection
      ? createSqliteCounterStore(connection)
      : createPostgresCounterStore(handle.db);
    const closeStore = store.close.bind(store);
    const close = async () => {
      await closeStore();
      await handle.db.destroy();
    };
    opened.push(close);
    return Object.assign(store, { close });
  }
  cleanups.push(async () => {
    for (const close of opened) await close().catch(() => {});
    storage.remove();
  });
  return open;
}

const cleanups: Array<() => Promise<void>> = [];
after(async () => {
  for (const cleanup of cleanups) await cleanup();
  await stopSharedPostgres();
});

quotaSuite('sqlite', async () => {
  const store = await (await dbCounters('sqlite'))();
  return (name, limits, clock) => createCounterQuotaGate(name, limits, clock, store);
});

quotaSuite('postgres', async () => {
  const store = await (await dbCounters('postgres'))();
  return (name, limits, clock) => createCounterQuotaGate(name, limits, clock, store);
});

for (const kind of ['sqlite', 'postgres'] as const) {
  test(`[${kind}] the day's count survives a restart: a new process does not start from zero`, async () => {
    const open = await dbCounters(kind);
    const clock = createFakeClock(START);
    const first = await open();
    const gate = createCounterQuotaGate('app', APP_LIMITS, clock, first);
    for (let i = 0; i < 50; i++) assert.equal((await gate.consume('app_r', 'acc_r')).allowed, true);
    await first.close();
    clock.advance(MINUTE_MS);
    const second = await open();
    const after = createCounterQuotaGate('app', APP_LIMITS, clock, second);
    const report = await after.consume('app_r', 'acc_r');
    assert.equal(report.allowed, true);
    assert.equal(report.day.remaining, 949, 'the 50 calls before the restart still count');
    assert.equal(report.minute.remaining, 59, 'a new minute');
  });
}

const noUse = { now: () => START, lastUse: async () => null };

let redisServer: RedisServer | null = null;
let shared: QuotaRedis | null = null;
quotaSuite('redis', async () => {
  redisServer = await startRedis();
  const redis = await connectQuotaRedis(redisServer.url, silentLogger, noUse);
  shared = redis;
  return (name, limits, clock) => createRedisQuotaGate(name, limits, clock, redis);
});
after(async () => {
  await shared?.close();
  await redisServer?.stop();
});

test('when Redis goes away after start, a call is refused as unavailable (never counted elsewhere), and counted in Redis again once it returns', async () => {
  const dir = tempDir('redis-outage');
  const own = await startRedis({ appendOnlyDir: dir.path });
  const redis = await connectQuotaRedis(own.url, silentLogger, noUse);
  const clock = createFakeClock(START);
  const gate = createRedisQuotaGate('outage', APP_LIMITS, clock, redis);
  try {
    for (let i = 0; i < 10; i++) assert.equal((await gate.consume('app_o')).allowed, true);
    await own.control().halt();
    for (let i = 0; i < 5; i++) {
      await assert.rejects(gate.consume('app_o'), (error: unknown) => {
        assert.ok(error instanceof StoreUnavailable, String(error));
        assert.equal(error.store, 'redis');
        assert.ok(error.retryAfterSeconds >= 1);
        return true;
      });
    }
    await own.control().resume();
    // The client reconnects on its own within a second or so.
    let report = null;
    for (let i = 0; i < 50 && report === null; i++) {
      report = await gate.consume('app_o').catch(() => null);
      if (report === null) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(report?.allowed, true);
    assert.equal(report?.minute.remaining, 49, 'the 5 refused calls were not counted anywhere');
  } finally {
    await redis.close();
    await own.stop();
    dir.remove();
  }
});

test('Redis: a server without persistence is reported; with appendonly the day survives a restart', async () => {
  const volatile = await startRedis();
  const warnings: string[] = [];
  const logger = { ...silentLogger, warn: (_: object, msg?: string) => warnings.push(msg ?? '') };
  const plain = await connectQuotaRedis(volatile.url, logger, noUse);
  assert.equal(plain.persistence, 'none');
  assert.match(warnings.join('\n'), /a Redis restart loses the quota counts/);
  await plain.close();
  await volatile.stop();

  const dir = tempDir('redis-aof');
  const clock = createFakeClock(START);
  const server = await startRedis({ appendOnlyDir: dir.path });
  try {
    const first = await connectQuotaRedis(server.url, silentLogger, noUse);
    assert.equal(first.persistence, 'aof');
    const gate = createRedisQuotaGate('aof', APP_LIMITS, clock, first);
    for (let i = 0; i < 25; i++) await gate.consume('app_p', 'acc_p');
    await first.close();
    await server.control().halt();
    await server.control().resume();
    const second = await connectQuotaRedis(server.url, silentLogger, noUse);
    const after = createRedisQuotaGate('aof', APP_LIMITS, clock, second);
    assert.equal((await after.peek('app_p', 'acc_p')).day.remaining, 975);
    await second.close();
  } finally {
    await server.stop();
    dir.remove();
  }
});

test('Redis restarted without its data: a running instance warns, and the day is counted again from the usage records', async () => {
  const dir = tempDir('redis-lost');
  const server = await startRedis({ appendOnlyDir: dir.path });
  const warnings: string[] = [];
  const logger = { ...silentLogger, warn: (_: object, msg?: string) => warnings.push(msg ?? '') };
  // Two minutes into the day's usage, as the database records it: 990 calls of 1,000, the last
  // one a minute ago (so this minute's count is known to be zero), and 4,000 for the account.
  const clock = createFakeClock(START);
  const seeds = async (key: string, group: string | undefined, date: string) => {
    assert.equal(key, 'app_l');
    assert.equal(group, 'acc_l');
    assert.equal(date, '2026-04-20');
    return { day: 990, group: 4000, lastUsedAt: START - 60_000 };
  };
  const redis = await connectQuotaRedis(server.url, logger, {
    now: clock,
    // A call a second ago: one may still be on its way to the usage records.
    lastUse: async () => START - 1000,
  });
  try {
    const gate = createRedisQuotaGate('lost', APP_LIMITS, clock, redis, seeds);
    // Counting in this Redis before it loses its data (the day taken from the usage at once: a
    // process that finds no marker at its start counts from then).
    assert.equal((await gate.consume('app_l', 'acc_l')).allowed, true);
    await server.control().halt();
    await server.control().resume({ appendOnly: false });
    // Counting waits for calls still being written to the usage records (5 s), then resumes.
    let waited: unknown = null;
    for (let i = 0; i < 50; i++) {
      waited = await gate.consume('app_l', 'acc_l').catch((error: unknown) => error);
      if (waited instanceof StoreUnavailable && /lost its data/.test(waited.message)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(waited instanceof StoreUnavailable, String(waited));
    assert.ok(waited.retryAfterSeconds <= 5);
    clock.advance(5000);
    let allowed = 0;
    for (let i = 0; i < 20; i++) if ((await gate.consume('app_l', 'acc_l')).allowed) allowed++;
    assert.equal(allowed, 10, 'the day holds 1,000 with the 990 counted before the loss');
    assert.match(warnings.join('\n'), /redis persistence is off/);
    assert.match(warnings.join('\n'), /counted again from the database/);
  } finally {
    await redis.close();
    await server.stop();
    dir.remove();
  }
});

test('an unreachable REDIS_URL is a start-up error', async () => {
  const own = await startRedis();
  await own.stop();
  await assert.rejects(
    connectQuotaRedis(own.url, silentLogger, noUse),
    /Redis at .* is unreachable/,
  );
});
