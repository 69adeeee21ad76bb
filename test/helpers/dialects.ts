/**
 * Runs one suite body on SQLite and on PostgreSQL (a throw-away server), so both dialects pass the
 * same assertions. The PostgreSQL half never skips: without its binaries it fails with the install hint.
 */
import { after, describe } from 'node:test';
import { type DbKind, stopSharedPostgres } from './platform.js';

/** Declares `${title} [sqlite]` and `${title} [postgres]` with the same body. */
export function describeOnBothDialects(title: string, body: (kind: DbKind) => void): void {
  describe(`${title} [sqlite]`, () => body('sqlite'));
  describe(`${title} [postgres]`, () => {
    after(stopSharedPostgres);
    body('postgres');
  });
}
