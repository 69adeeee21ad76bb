/** `bin/sublord places` as a user runs it: the table, --json, and a refused limit (exit 2). */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';

const BIN = new URL('../../bin/sublord', import.meta.url).pathname;
const run = (args: string[]) =>
  spawnSync(BIN, args, { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } });

describe('bin/sublord places', () => {
  it('prints the matches as a table with coordinates, zone and the GeoNames attribution', () => {
    const r = run(['places', 'Bombay', '--limit', '1']);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^Mumbai, Maharashtra, IN\s+19\.07283\s+72\.88261\s+Asia\/Kolkata/m);
    assert.match(r.stdout, /GeoNames.*CC BY 4\.0/);
  });

  it('--json prints the /api/v1/places body; words after the first are joined', () => {
    const r = run(['places', 'New', 'Delhi,', 'India', '--json']);
    assert.equal(r.status, 0, r.stderr);
    const body = JSON.parse(r.stdout);
    assert.equal(body.query, 'New Delhi, India');
    assert.equal(body.places[0].name, 'New Delhi');
  });

  it('refuses a limit out of range with the field error and exit code 2', () => {
    const r = run(['places', 'x', '--limit', '50']);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /validation_failed\]: limit must be a whole number from 1 to 20\./);
  });
});
