/**
 * The write-ahead log's checkpoint policy (src/platform/db/sqlite.ts, WAL_AUTOCHECKPOINT_PAGES;
 * issue 22 §3): a commit checkpoints the log only once it holds that many pages, so the gate's
 * connection syncs to disk ten times less often than at SQLite's default of 1,000 pages, and the log
 * still stays bounded under a burst of writes, every commit kept. Authority: SQLite's WAL
 * (sqlite.org/wal.html: the automatic checkpoint at the wal_autocheckpoint threshold, and the log
 * rewritten from its start once a checkpoint has copied it all, so its file keeps its largest size),
 * observed on real files. A log frame is a page plus its 24-byte header, after a 32-byte file header.
 * Tolerance: the bound is the threshold plus one commit (the commit that crosses it is written before
 * the checkpoint) plus 64 pages; the rarer-checkpoint check needs half the threshold, 5 times the
 * default's bound.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { openSqliteConnection, WAL_AUTOCHECKPOINT_PAGES } from '../../src/platform/db/sqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'sublord-wal-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Commits of about `pagesPerCommit` pages each (a blob spread over overflow pages). */
function writer(name: string, pagesPerCommit: number) {
  const file = join(dir, `${name}.db`);
  const db = openSqliteConnection(file);
  const pageSize = (db.prepare('PRAGMA page_size').get() as { page_size: number }).page_size;
  db.exec('CREATE TABLE t (n INTEGER PRIMARY KEY, b BLOB NOT NULL)');
  const insert = db.prepare('INSERT INTO t (b) VALUES (?)');
  const blob = Buffer.alloc(pagesPerCommit * (pageSize - 8), 7);
  const logPages = () => (statSync(`${file}-wal`).size - 32) / (pageSize + 24);
  const count = () => (db.prepare('SELECT count(*) AS c FROM t').get() as { c: number }).c;
  return { db, commit: () => insert.run(blob), logPages, count };
}

describe('the write-ahead log under a burst of commits', () => {
  it('is checkpointed at the configured size, not at SQLite’s 1,000 pages', () => {
    const w = writer('rarer', 50);
    assert.deepEqual(
      { ...w.db.prepare('PRAGMA wal_autocheckpoint').get() },
      { wal_autocheckpoint: WAL_AUTOCHECKPOINT_PAGES },
    );
    // Half the threshold: no checkpoint yet, so the log holds every page written.
    for (let i = 0; i < WAL_AUTOCHECKPOINT_PAGES / 2 / 50; i++) w.commit();
    assert.ok(
      w.logPages() >= WAL_AUTOCHECKPOINT_PAGES / 2,
      `log ${w.logPages()} pages: checkpointed before ${WAL_AUTOCHECKPOINT_PAGES / 2}`,
    );
    w.db.close();
  });

  it('stays bounded at 3.5 times the threshold written, and keeps every commit', () => {
    const w = writer('bounded', 100);
    const commits = (3.5 * WAL_AUTOCHECKPOINT_PAGES) / 100;
    for (let i = 0; i < commits; i++) w.commit();
    const bound = WAL_AUTOCHECKPOINT_PAGES + 100 + 64;
    assert.ok(w.logPages() <= bound, `log ${w.logPages()} pages, over ${bound}`);
    assert.equal(w.count(), commits);
    w.db.close();
  });
});
