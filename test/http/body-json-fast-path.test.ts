/**
 * The birth chart's body as built stays on V8's JSON.stringify fast path (issue 22 §3).
 *
 * Authority: V8's fast serializer (src/json/json-stringifier.cc, `FastJsonStringifier`, in the V8 14
 * of Node 26) writes sequential, external and thin strings, objects with fast (not dictionary)
 * properties and Object.prototype as prototype, and arrays of the ordinary elements kinds; at a rope
 * (ConsString) or a slice (SlicedString) of a string, a dictionary-mode object or a frozen array it
 * starts the whole value again on the slow serializer, which cost a birth chart about 250 µs of CPU.
 * The test reads V8's own view of each value through its natives (--allow-natives-syntax, set for
 * this test's process only: test/helpers/json-fast-path.ts). The other endpoints' bodies:
 * test/http/bodies-json-fast-path.test.ts.
 *
 * Tolerance: none. No such value anywhere in the body of a seeded sample of births (mulberry32, seed
 * 22), each built four ways: the default body, every include block, every block in Hindi (`labels`),
 * and without as_of (the reasoning's other sentences). And `flat` (src/engine/flat-text.ts) gives the
 * untagged template's text, as a flat string.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { mulberry32 } from '../../scripts/mulberry32.js';
import { type BirthRequest, birthChartIncluding } from '../../src/app/birth-chart.js';
import { INCLUDE_BLOCKS } from '../../src/app/present/include.js';
import { flat } from '../../src/engine/flat-text.js';
import { testCompute } from '../helpers/compute.js';
import { REFUSED, refusals, refusedKind } from '../helpers/json-fast-path.js';

function births(n: number): BirthRequest[] {
  const rand = mulberry32(22);
  const pad = (x: number) => String(x).padStart(2, '0');
  return Array.from({ length: n }, () => {
    const day = new Date(Date.UTC(1900, 0, 1) + Math.floor(rand() * 73000) * 86_400_000);
    return {
      birth_date: day.toISOString().slice(0, 10),
      birth_time: `${pad(Math.floor(rand() * 24))}:${pad(Math.floor(rand() * 60))}`,
      latitude: Math.round((-60 + rand() * 120) * 1e4) / 1e4,
      longitude: Math.round((-180 + rand() * 360) * 1e4) / 1e4,
      as_of: '2026-11-21',
    };
  });
}

describe('the birth chart body on JSON.stringify’s fast path', () => {
  it('the references are what they say, and the check sees them', () => {
    for (const [kind, s] of Object.entries(REFUSED)) assert.equal(refusedKind(s), kind);
    assert.deepEqual(refusals({ a: [{ b: REFUSED['rope, one-byte'] }] }, '', []), [
      '.a[0].b: rope, one-byte',
    ]);
    const dictionary: Record<string, number> = { a: 1, b: 2 };
    delete dictionary.a;
    assert.deepEqual(refusals({ d: dictionary, f: Object.freeze([1]) }, '', []), [
      '.d: a dictionary-mode object',
      '.f: a frozen, sealed or non-extensible array',
    ]);
  });

  it('flat gives the untagged template’s text, flat', () => {
    fc.assert(
      fc.property(fc.string(), fc.double(), fc.string({ unit: 'grapheme' }), (a, x, b) => {
        const text = flat`The ${a} cusp sub lord is ${x}, in the star of ${b}.`;
        assert.equal(text, `The ${a} cusp sub lord is ${x}, in the star of ${b}.`);
        assert.equal(refusedKind(text), undefined);
      }),
    );
  });

  it('no rope, slice, dictionary object or frozen array in 40 births built four ways', () => {
    const deps = testCompute();
    const ways: Record<string, (b: BirthRequest) => BirthRequest & { include?: string[] }> = {
      default: (b) => b,
      'every include block': (b) => ({ ...b, include: [...INCLUDE_BLOCKS] }),
      'every block, lang hi': (b) => ({ ...b, include: [...INCLUDE_BLOCKS], lang: 'hi' }),
      'without as_of': ({ as_of: _, ...b }) => b,
    };
    const found = new Set<string>();
    for (const [way, request] of Object.entries(ways)) {
      for (const birth of births(40)) {
        const body = birthChartIncluding(deps, request(birth), '2026-11-21');
        // Paths without indices: one line per place in the body.
        for (const r of refusals(body, way, [])) found.add(r.replace(/\[\d+\]/g, '[]'));
      }
    }
    assert.deepEqual([...found], []);
  });
});
