/**
 * Start-up on a current database (issue 22): migrateToLatest asks one question, the record of the
 * migrations run, and does nothing more when it lists exactly this release's migrations; any other
 * record goes to Kysely's Migrator as before. Authority: the queries Kysely itself reports through
 * its `log` option (every query the database received, in order), and the schema SQLite holds.
 * No tolerance: query lists and table names compare exactly. SQLite in memory; the PostgreSQL path
 * runs the same SQL (test/platform/upgrade.test.ts migrates both dialects).
 */
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { Kysely, sql } from 'kysely';
import {
  EXECUTED_MIGRATIONS_SQL,
  MIGRATIONS,
  migrateToLatest,
} from '../../src/platform/db/migrations.js';
import { ImmediateSqliteDialect } from '../../src/platform/db/sqlite-kysely.js';

function memoryDb(): { db: Kysely<unknown>; queries: string[] } {
  const queries: string[] = [];
  const db = new Kysely<unknown>({
    dialect: new ImmediateSqliteDialect(new DatabaseSync(':memory:')),
    log: (event) => {
      queries.push(event.query.sql);
    },
  });
  return { db, queries };
}

async function tables(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
  return rows.map((r) => r.name);
}

test('a current database: one query, nothing migrated or introspected', async () => {
  const { db, queries } = memoryDb();
  await migrateToLatest(db);
  // A new database: the fast query fails (no record yet) and the Migrator runs every migration.
  assert.ok(queries.length > 10, `the first start migrates (${queries.length} queries)`);
  const schema = await tables(db);
  assert.ok(schema.includes('usage_daily') && schema.includes('kysely_migration'));
  queries.length = 0;
  await migrateToLatest(db);
  assert.deepEqual(queries, [EXECUTED_MIGRATIONS_SQL]);
  assert.deepEqual(await tables(db), schema);
  await db.destroy();
});

test('a database missing the last migration is migrated by the Migrator', async () => {
  const { db, queries } = memoryDb();
  await migrateToLatest(db);
  const schema = await tables(db);
  const last = Object.keys(MIGRATIONS).sort().at(-1) ?? '';
  assert.equal(last, '0008_order_payment');
  await sql`alter table payment_orders drop column payment_id`.execute(db);
  await sql`alter table payment_orders drop column paid_at`.execute(db);
  await sql`delete from kysely_migration where name = ${last}`.execute(db);
  queries.length = 0;
  await migrateToLatest(db);
  assert.ok(queries.length > 1, 'the Migrator ran');
  assert.deepEqual(await tables(db), schema);
  const { rows } = await sql<{ name: string }>`${sql.raw(EXECUTED_MIGRATIONS_SQL)}`.execute(db);
  assert.deepEqual(
    rows.map((r) => r.name),
    Object.keys(MIGRATIONS).sort(),
  );
  await db.destroy();
});

test('a record this release does not know is refused by the Migrator, not skipped', async () => {
  const { db } = memoryDb();
  await migrateToLatest(db);
  await sql`insert into kysely_migration (name, timestamp) values ('9999_future', '2030-01-01T00:00:00.000Z')`.execute(
    db,
  );
  await assert.rejects(migrateToLatest(db), /9999_future/);
  await db.destroy();
});
