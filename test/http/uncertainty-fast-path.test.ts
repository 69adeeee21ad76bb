/**
 * The bodies an uncertainty adds to (issue 35 §3) stay on JSON.stringify's fast path (flat strings,
 * fast-property objects; authority: V8's natives, test/helpers/json-fast-path.ts), as every default
 * body does (bodies-json-fast-path.test.ts): the birth chart with birth_time_uncertainty_minutes (each
 * prediction's verdict_distribution, the window's caveat and reasoning sentence) and the horary answer
 * with judgment_time_uncertainty_minutes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { birthChartIncluding } from '../../src/app/birth-chart.js';
import { horary } from '../../src/app/horary.js';
import { testCompute } from '../helpers/compute.js';
import { refusals } from '../helpers/json-fast-path.js';

const compute = testCompute();

describe('uncertainty bodies on the JSON fast path', () => {
  it('birth chart with birth_time_uncertainty_minutes', () => {
    const body = birthChartIncluding(
      compute,
      {
        birth_date: '1942-10-27',
        birth_time: '08:01',
        latitude: 22.8,
        longitude: 80.2833,
        utc_offset_hours: 5.5,
        birth_time_uncertainty_minutes: 2,
      },
      '2026-01-01',
    ) as { predictions: Array<{ verdict_distribution?: object; caveat: string | null }> };
    assert.ok(body.predictions.some((p) => p.caveat?.startsWith('Birth time ±2 minutes')));
    assert.deepEqual(refusals(body, 'body', []), []);
  });

  it('horary with judgment_time_uncertainty_minutes', () => {
    // One of the rare horary answers the judgment time moves (a loan on number 201 at sunrise): the
    // reasoning ends with the window's sentence.
    const body = horary(compute, {
      question: 'Will I get the loan?',
      locked_event_id: 'loan',
      horary_number: 201,
      judgment_date: '2025-03-01',
      judgment_time: '06:20',
      latitude: 28.6139,
      longitude: 77.209,
      judgment_time_uncertainty_minutes: 30,
    }) as { verdict_distribution: Record<string, number>; reasoning: string };
    assert.ok(Object.keys(body.verdict_distribution).length > 1);
    assert.match(body.reasoning, /Judgment time ±30 minutes: /);
    assert.deepEqual(refusals(body, 'body', []), []);
  });
});
