/**
 * Golden responses of /api/v1/birth-chart for a corpus of charts (test/golden/cases/birth-chart.json):
 * compared byte for byte with test/golden/expected/*.json. Regenerate only on purpose:
 *   UPDATE_GOLDEN=1 node --import tsx --test test/golden/birth-chart.test.ts
 * The ephemeris mode and tz data version that produced them are recorded beside them; under another
 * mode or tz version the comparison is skipped with a message (numbers would differ legitimately).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { testCompute } from '../helpers/compute.js';
import { buildTestServer } from '../helpers/server.js';

const dir = new URL('./expected/', import.meta.url);
const cases = JSON.parse(readFileSync(new URL('./cases/birth-chart.json', import.meta.url), 'utf8')) as Array<{
  id: string;
  note: string;
  body: Record<string, unknown>;
}>;
const update = process.env.UPDATE_GOLDEN === '1';
const compute = testCompute();
const metaFile = new URL('meta.json', dir);
const current = { ephemeris: compute.ephemeris.mode, tz_version: compute.zones.tzVersion, engine_version: compute.engineVersion };

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

describe('birth-chart golden files', () => {
  const recorded = existsSync(metaFile) ? (JSON.parse(readFileSync(metaFile, 'utf8')) as typeof current) : null;
  const comparable =
    recorded !== null && recorded.ephemeris === current.ephemeris && recorded.tz_version === current.tz_version;

  for (const c of cases) {
    it(`${c.id}: ${c.note}`, async (t) => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/birth-chart', payload: c.body });
      const text = `${JSON.stringify({ status: res.statusCode, body: res.json() }, null, 1)}\n`;
      const file = new URL(`${c.id}.json`, dir);
      if (update) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, text);
        return;
      }
      if (!comparable) {
        t.skip(`golden files were made with ${JSON.stringify(recorded)}, this run has ${JSON.stringify(current)}`);
        return;
      }
      assert.equal(text, readFileSync(file, 'utf8'), `response of ${c.id} changed; regenerate on purpose`);
    });
  }

  it('records how the golden files were made', () => {
    if (update) writeFileSync(metaFile, `${JSON.stringify(current, null, 1)}\n`);
    assert.ok(existsSync(metaFile), 'test/golden/expected/meta.json exists');
  });
});
