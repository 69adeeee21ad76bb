/**
 * The Swiss Ephemeris adapter remembers its last ayanamsa (per SE sidereal mode, true and mean) and
 * obliquity answer per instant (src/ephemeris/sweph.ts, issue 22 §3). A remembered answer must be the
 * answer: asked in an order that mixes hits and misses, every (ayanamsa, instant) gives exactly what
 * it gave when asked in the reverse order, distinct instants and modes give distinct values, and
 * kp_new (SE mode 5 like kp, then its own offset) never takes kp's answer.
 *
 * Authority: the adapter's own answers, so the tolerance is exact equality (the same SE call on the
 * same input returns the same double); the distinctness checks use 1e-9° (the modes differ by
 * arc-minutes, the instants by days of precession).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AYANAMSAS, type AyanamsaId, DEFAULT_SETTINGS } from '../../src/engine/types.js';
import type { SwephEphemeris } from '../../src/ephemeris/sweph.js';
import { testCompute } from '../helpers/compute.js';

// createComputeDeps builds the Swiss Ephemeris adapter, whose meanAyanamsa the port does not name.
const eph = testCompute().ephemeris as SwephEphemeris;
assert.equal(typeof eph.meanAyanamsa, 'function');
const INSTANTS = [2447892.9, 2451545.0, 2447892.9 + 1 / 1440, 2460000.25];

type Query =
  | { kind: 'true' | 'mean'; id: AyanamsaId; jd: number }
  | { kind: 'obliquity'; jd: number };

function ask(q: Query): number {
  if (q.kind === 'obliquity') return eph.obliquity(q.jd);
  const settings = { ...DEFAULT_SETTINGS, ayanamsa: q.id };
  return q.kind === 'true' ? eph.ayanamsa(q.jd, settings) : eph.meanAyanamsa(q.jd, settings);
}

const key = (q: Query) =>
  q.kind === 'obliquity' ? `obliquity ${q.jd}` : `${q.kind} ${q.id} ${q.jd}`;

const queries: Query[] = [];
for (const jd of INSTANTS) {
  for (const id of AYANAMSAS) {
    queries.push({ kind: 'true', id, jd }, { kind: 'mean', id, jd });
  }
  queries.push({ kind: 'obliquity', jd });
}

test('remembered ayanamsa and obliquity answers equal the answers asked in another order', () => {
  const reverse = new Map<string, number>();
  for (const q of [...queries].reverse()) reverse.set(key(q), ask(q));
  // Each query twice in a row (a hit), then interleaved with the others (misses).
  for (const q of queries) {
    assert.equal(ask(q), reverse.get(key(q)), key(q));
    assert.equal(ask(q), reverse.get(key(q)), `${key(q)}, asked again`);
  }
  for (const q of [...queries, ...queries]) assert.equal(ask(q), reverse.get(key(q)), key(q));
});

test('distinct instants and sidereal modes give distinct answers (no answer served for another)', () => {
  for (const kind of ['true', 'mean'] as const) {
    for (const jd of INSTANTS) {
      const kp = ask({ kind, id: 'kp', jd });
      for (const id of ['kp_new', 'kp_vp291', 'lahiri'] as const) {
        const other = ask({ kind, id, jd });
        assert.ok(Math.abs(other - kp) > 1e-9, `${kind} ${id} at ${jd} equals kp's ${kp}`);
      }
    }
    const [a = 0, b = 0] = INSTANTS;
    assert.ok(Math.abs(ask({ kind, id: 'kp', jd: a }) - ask({ kind, id: 'kp', jd: b })) > 1e-9);
  }
  const [a = 0, , c = 0] = INSTANTS;
  assert.notEqual(eph.obliquity(a), eph.obliquity(c));
});
