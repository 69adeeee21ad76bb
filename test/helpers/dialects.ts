/**
 * Runs one suite body on SQLite and on PostgreSQL (a throw-away server), so both dialects pass the
 * same assertions. The PostgreSQL half skips, with the reason, only when its binaries are missing.
 */
import { after, describe } from 'node:test';
import { type DbKind, skipPostgres, stopSharedPostgres } from './platform.js';

/** Declares `${title} [sqlite]` and `${title} [postgres]` with the same body. */
export function describeOnBothDialects(title: string, body: (kind: DbKind) => void): void {
  describe(`${title} [sqlite]`, () => body('sqlite'));
  describe(`${title} [postgres]`, { skip: skipPostgres() }, () => {
    after(stopSharedPostgres);
    body('postgres');
  });
}
