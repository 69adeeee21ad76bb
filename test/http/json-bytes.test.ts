/**
 * jsonBytes (src/http/json-bytes.ts) writes a response a top-level member at a time. Authority:
 * `Buffer.from(JSON.stringify(value))`, the bytes it replaces. Tolerance: none, byte for byte, over
 * the golden birth-chart bodies and values chosen to break a piecewise writer (non-ASCII and astral
 * characters, lone surrogates, keys that need escaping, members JSON leaves out, toJSON, arrays and
 * primitives at the top).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { type BirthRequest, birthChart } from '../../src/app/birth-chart.js';
import { jsonBytes } from '../../src/http/json-bytes.js';
import { testCompute } from '../helpers/compute.js';

const golden = JSON.parse(
  readFileSync(new URL('../golden/cases/birth-chart.json', import.meta.url), 'utf8'),
) as Array<{ id: string; body: BirthRequest }>;

const same = (value: unknown) =>
  assert.deepEqual(jsonBytes(value), Buffer.from(JSON.stringify(value) ?? 'null'));

describe('jsonBytes is Buffer.from(JSON.stringify(value)), byte for byte', () => {
  it('every golden birth chart body', () => {
    const compute = testCompute();
    let compared = 0;
    for (const c of golden) {
      let body: unknown;
      try {
        body = birthChart(compute, c.body, '2026-01-01');
      } catch {
        continue; // the corpus's 422 cases (a polar latitude) have no body to write
      }
      same(body);
      compared++;
    }
    assert.ok(compared >= golden.length - 3, `${compared} of ${golden.length} golden bodies`);
  });

  it('values that a piecewise writer could get wrong', () => {
    const cases: unknown[] = [
      {},
      { a: undefined, b: () => 1, c: Symbol('s') },
      { a: undefined, b: 1 },
      { 'quote"key': 1, 'new\nline': 'tab\t', '\u2028': '\u2029' },
      { degree: '10°00′05″', astral: '𝔘 ♄', lone: '\ud800 and \udfff' },
      { nested: { deep: [1, 'two', null, { three: 3.000001 }] }, n: -0, nan: Number.NaN },
      { inf: Number.POSITIVE_INFINITY, big: 1e21, small: 5e-7, date: new Date(0) },
      { toJSON: () => ({ replaced: true }) },
      new Date(86_400_000),
      [1, { a: 2 }, '°'],
      [],
      'a string ′',
      42,
      true,
      null,
      Object.assign(Object.create({ inherited: 1 }), { own: 2 }),
    ];
    for (const value of cases) same(value);
  });

  it('a large body with characters outside Latin-1 spread through it', () => {
    const body: Record<string, unknown> = {};
    for (let i = 0; i < 40; i++) {
      body[`block_${i}`] = Array.from({ length: 200 }, (_, j) => ({
        i,
        j,
        text: `${j}°${i}′ – x`,
      }));
    }
    same(body);
  });
});
