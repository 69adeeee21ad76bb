/**
 * Identical input, identical verdicts (api-contract: "identical input yields identical verdicts";
 * issue 21 §8): one birth-chart body without `as_of`, sent with the server's clock at three dates
 * (node:test's mocked Date), gives the same verdict, rule, confidence and reasoning for every
 * prediction; only the timing object's `as_of` follows the clock, and it says it did not grade. The
 * same body with an explicit `as_of` at those dates is graded by the periods running then, and does
 * differ, so this test would fail if the running periods graded the body without `as_of`.
 * Authority: the contract's first rule; tolerance: exact equality.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestServer } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  mock.timers.reset();
  await app.close();
});

// KSK's 1922-07-18 native (Reader III "Termination of Service"), 08:18 IST at 24°48′N 85°01′E.
const body = {
  birth_date: '1922-07-18',
  birth_time: '08:18',
  latitude: 24.8,
  longitude: 85.0167,
  utc_offset_hours: 5.5,
};
const DATES = ['2026-01-15', '2040-06-01', '2060-03-01'];

interface Prediction {
  event: string;
  verdict: string;
  rule: string;
  confidence: string;
  reasoning: string;
  timing: { as_of: string; grades_verdict: boolean };
}

async function predictionsAt(clock: string, extra: Record<string, unknown> = {}) {
  mock.timers.enable({ apis: ['Date'], now: Date.parse(`${clock}T10:00:00Z`) });
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/birth-chart',
      // `timing.as_of` is part of the predictions.timing block (the default body states it once, in dasha).
      payload: { ...body, include: ['predictions.timing'], ...extra },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().predictions as Prediction[];
  } finally {
    mock.timers.reset();
  }
}

const verdicts = (ps: Prediction[]) =>
  ps.map((p) => ({ event: p.event, verdict: p.verdict, rule: p.rule, confidence: p.confidence }));

describe('birth-chart verdicts are a function of the body alone', () => {
  it('without as_of: the same verdicts and reasoning with the clock at 2026, 2040 and 2060', async () => {
    const runs = [];
    for (const d of DATES) runs.push(await predictionsAt(d));
    const [first, ...rest] = runs;
    assert.ok(first);
    for (const r of rest) {
      assert.deepEqual(verdicts(r), verdicts(first));
      assert.deepEqual(
        r.map((p) => p.reasoning),
        first.map((p) => p.reasoning),
      );
    }
    runs.forEach((r, i) => {
      for (const p of r) {
        assert.equal(p.timing.as_of, DATES[i], 'timing describes the clock’s day');
        assert.equal(p.timing.grades_verdict, false);
        assert.ok(
          !['STRONGLY_PROMISED', 'REQUIRES_FURTHER_TIMING_CONFIRMATION'].includes(p.verdict),
        );
      }
    });
  });

  it('with as_of: graded at that date whatever the clock, and the dates do grade differently', async () => {
    const graded = [];
    for (const d of DATES) {
      const a = await predictionsAt('2026-01-15', { as_of: d });
      const b = await predictionsAt('2050-01-01', { as_of: d });
      assert.deepEqual(verdicts(b), verdicts(a), `as_of ${d} under two clocks`);
      for (const p of a) assert.equal(p.timing.grades_verdict, true);
      graded.push(JSON.stringify(verdicts(a)));
    }
    assert.ok(
      new Set(graded).size > 1,
      'the periods of these dates grade some verdict differently',
    );
  });
});
