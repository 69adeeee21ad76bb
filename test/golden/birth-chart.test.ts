/**
 * Golden responses of /api/v1/birth-chart for a corpus of charts (test/golden/cases/birth-chart.json):
 * compared byte for byte with test/golden/expected/*.json, except `meta.tz_version`, the only field
 * allowed to differ between machines. Every case pins its offset (`utc_offset_hours`): these files
 * test the chart, not the zone; zone history is tested against the installed tz database in
 * test/oracle/tz.test.ts and test/oracle/tz-invented.test.ts. So nothing here depends on the tzdata
 * release and nothing is skipped. The SE data files (Debian swe-basic-data) are required: the
 * files were made with them, and a Moshier-only machine fails with that message.
 *
 * Regenerate only on purpose (birth-chart and SVG goldens together), then review the diff:
 *   UPDATE_GOLDEN=1 node scripts/run-tests.mjs test/golden
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { testCompute } from '../helpers/compute.js';
import { buildTestServer } from '../helpers/server.js';

const dir = new URL('./expected/', import.meta.url);
const cases = JSON.parse(
  readFileSync(new URL('./cases/birth-chart.json', import.meta.url), 'utf8'),
) as Array<{
  id: string;
  note: string;
  body: Record<string, unknown>;
}>;
const update = process.env.UPDATE_GOLDEN === '1';
const compute = testCompute();
const metaFile = new URL('meta.json', dir);
const current = {
  ephemeris: compute.ephemeris.mode,
  swisseph_version: compute.ephemeris.version,
  engine_version: compute.engineVersion,
};

/** The one field that may differ between machines, blanked on both sides before comparing. */
function comparable(text: string): string {
  const doc = JSON.parse(text) as { body: { meta?: { tz_version?: string } } };
  if (doc.body.meta?.tz_version !== undefined) doc.body.meta.tz_version = '(any release)';
  return JSON.stringify(doc, null, 1);
}

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

describe('birth-chart golden files', () => {
  it('every case pins its offset, so no file depends on the tz database', () => {
    for (const c of cases) assert.equal(typeof c.body.utc_offset_hours, 'number', c.id);
  });

  it('were made with the ephemeris this machine has', () => {
    const recorded = JSON.parse(readFileSync(metaFile, 'utf8')) as typeof current;
    if (update) return;
    assert.equal(
      current.ephemeris,
      recorded.ephemeris,
      'the golden files come from the SE data files: install swe-basic-data or set SE_EPHE_PATH',
    );
  });

  for (const c of cases) {
    it(`${c.id}: ${c.note}`, async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/birth-chart', payload: c.body });
      const text = `${JSON.stringify({ status: res.statusCode, body: res.json() }, null, 1)}\n`;
      const file = new URL(`${c.id}.json`, dir);
      if (update) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, text);
        return;
      }
      assert.ok(existsSync(file), `${c.id}.json missing: regenerate on purpose (see header)`);
      assert.equal(
        comparable(text),
        comparable(readFileSync(file, 'utf8')),
        `response of ${c.id} changed; regenerate on purpose (see header)`,
      );
    });
  }

  it('records how the golden files were made', () => {
    if (update) writeFileSync(metaFile, `${JSON.stringify(current, null, 1)}\n`);
    assert.ok(existsSync(metaFile), 'test/golden/expected/meta.json exists');
  });
});
