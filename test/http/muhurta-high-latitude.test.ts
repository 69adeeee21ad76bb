/**
 * The high-latitude muhurta costs what a mid-latitude one does (issue 20 §2): at latitude -65.6 the
 * port's sunrise search (Swiss Ephemeris rise_trans) cost about ten times more per day than below
 * 60°, and a 3-year scan with max_windows 20 took 1.06 s of CPU on the machine (1.35-1.8 s
 * here). Sunrises are now computed from the scanner's Sun at every latitude a chart can be cast at
 * (their accuracy: test/oracle/transit-sun-days.test.ts). The test counts the sunrise searches a
 * request makes, a measure the machine's load cannot move: none (before: one per day and more).
 * It also states the scan's bound: at most 3 years (a later to_date is a 422).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ComputeDeps } from '../../src/app/deps.js';
import { muhurta } from '../../src/app/muhurta.js';
import { DomainError } from '../../src/engine/errors.js';
import type { Ephemeris } from '../../src/engine/ports.js';
import { testCompute } from '../helpers/compute.js';

const deps = testCompute();
const NOW = '2026-11-26T12:00:00Z';
const BIRTH = { birth_date: '1978-11-02', birth_time: '10:12', latitude: -65.6, longitude: -64 };

/** The deps with the ephemeris' sunEvent calls counted (through withOneEphemeris too). */
function counting(): { deps: ComputeDeps; sunEvents: () => number } {
  let n = 0;
  const wrap = (e: Ephemeris): Ephemeris =>
    new Proxy(e, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver);
        if (prop === 'withOneEphemeris') {
          return <T>(work: (x: Ephemeris) => T) =>
            target.withOneEphemeris((inner) => work(wrap(inner)));
        }
        if (prop === 'sunEvent') {
          return (...args: unknown[]) => {
            n++;
            return (v as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
  return { deps: { ...deps, ephemeris: wrap(deps.ephemeris) }, sunEvents: () => n };
}

describe('muhurta at latitude -65.6', () => {
  it('3 years, 20 windows: no sunrise search', () => {
    const c = counting();
    const r = muhurta(
      c.deps,
      { birth: BIRTH, event_name: 'vehicle', max_windows: 20, to_date: '2029-11-25' },
      NOW,
    );
    assert.equal(r.windows.length, 20, 'the case scans the whole 3 years and fills max_windows');
    assert.equal(c.sunEvents(), 0);
  });
  it('the scan is bounded at 3 years', () => {
    assert.throws(
      () => muhurta(deps, { birth: BIRTH, event_name: 'vehicle', to_date: '2029-11-28' }, NOW),
      (e: unknown) => e instanceof DomainError && e.field === 'to_date',
    );
  });
});
