/**
 * Preloaded into the service's processes by bench/gate-cost.ts (NODE_OPTIONS=--import) when
 * STORE_PROBE_DIR is set; it changes nothing in the server. Each process counts what it sends to its
 * stores, since it started: PostgreSQL statements (pg's Client#query: every statement, BEGIN and
 * COMMIT included), Redis commands (ioredis's Redis#sendCommand: a script is one), and SQLite
 * statements run (node:sqlite's StatementSync run/get/all/iterate and DatabaseSync#exec, or an earlier
 * release's better-sqlite3 Statement and Database#exec). The
 * packages are those of the checkout the service runs (STORE_PROBE_ROOT), so a count is the
 * service's own. Every 100 ms it writes them to STORE_PROBE_DIR/<pid>.json.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

const dir = process.env.STORE_PROBE_DIR;
if (dir && isMainThread) {
  const counts = { pid: process.pid, postgres: 0, redis: 0, sqlite: 0 };
  const counting = (proto, method, store) => {
    const original = proto?.[method];
    if (typeof original !== 'function') return;
    proto[method] = function counted(...args) {
      counts[store]++;
      return original.apply(this, args);
    };
  };
  const require = createRequire(
    join(process.env.STORE_PROBE_ROOT ?? process.cwd(), 'package.json'),
  );
  try {
    counting(require('pg').Client.prototype, 'query', 'postgres');
  } catch {
    // not installed there
  }
  try {
    counting(require('ioredis').Redis.prototype, 'sendCommand', 'redis');
  } catch {
    // not installed there
  }
  try {
    // An earlier release's SQLite driver (better-sqlite3), for a `before` checkout.
    const Database = require('better-sqlite3');
    const memory = new Database(':memory:');
    const statement = Object.getPrototypeOf(memory.prepare('select 1'));
    memory.close();
    for (const method of ['run', 'get', 'all', 'iterate']) counting(statement, method, 'sqlite');
    counting(Database.prototype, 'exec', 'sqlite');
  } catch {
    // not installed there
  }
  try {
    const sqlite = await import('node:sqlite');
    for (const method of ['run', 'get', 'all', 'iterate']) {
      counting(sqlite.StatementSync.prototype, method, 'sqlite');
    }
    counting(sqlite.DatabaseSync.prototype, 'exec', 'sqlite');
  } catch {
    // an older Node
  }
  const file = `${dir}/${process.pid}.json`;
  setInterval(() => {
    writeFileSync(`${file}.tmp`, JSON.stringify(counts));
    renameSync(`${file}.tmp`, file);
  }, 100).unref();
}
