/**
 * The judgment fields of /api/v1/birth-chart predictions (issue 10), through the real route: the
 * promise apart from timing, the timing object with local ISO dates, the CSL chain with levels A-D, and
 * the rule. Authority: the rules in src/engine/kp/promise.ts (docs/kp-judgment.md); KSK's 1922-07-18
 * native (Reader III "Termination of Service", 08:18 IST at 24°48′N 85°01′E) is the chart.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestServer } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const native = {
  birth_date: '1922-07-18',
  birth_time: '08:18',
  latitude: 24.8,
  longitude: 85.0167,
  utc_offset_hours: 5.5,
};

interface PeriodLord {
  lord: string;
  start: string | null;
  end: string | null;
  signifies_required: number[];
  signifies_negating: number[];
}
interface Prediction {
  event: string;
  verdict: string;
  promise_verdict: string;
  grade_from_timing: boolean;
  rule: string;
  reasoning: string;
  cuspal_sub_lord: string;
  required_houses: number[];
  required_signified: number[];
  chain: { cuspal_sub_lord: { planet: string; a: number[] }; star_lord: { planet: string } };
  timing: {
    as_of: string;
    running: {
      mahadasha: PeriodLord;
      antardasha: PeriodLord;
      pratyantardasha: PeriodLord | null;
    } | null;
    next_fruitful_period: { start: string; end: string } | null;
  };
}

async function predictions(asOf: string): Promise<Prediction[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/birth-chart',
    // The detail blocks (issue 22 §3: the default body leaves them out).
    payload: {
      ...native,
      as_of: asOf,
      include: ['predictions.chain', 'predictions.levels', 'predictions.timing'],
    },
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().predictions as Prediction[];
}

describe('birth-chart predictions: promise apart from timing', () => {
  it('every prediction carries the promise verdict, the rule, the CSL chain and a timing object in ISO dates', async () => {
    const ps = await predictions('1969-05-15');
    assert.equal(ps.length, 18);
    for (const p of ps) {
      assert.equal(p.chain.cuspal_sub_lord.planet, p.cuspal_sub_lord);
      assert.equal(p.grade_from_timing, p.verdict !== p.promise_verdict, p.event);
      if (p.grade_from_timing) {
        assert.ok(
          ['STRONGLY_PROMISED', 'REQUIRES_FURTHER_TIMING_CONFIRMATION'].includes(p.verdict),
        );
        assert.equal(p.promise_verdict, 'PROMISED');
        assert.match(p.reasoning, /comes from timing/);
      }
      assert.notEqual(p.verdict, 'PROMISED_WITH_DELAY', 'natal judgment has no retrograde delay');
      assert.equal(p.timing.as_of, '1969-05-15');
      const r = p.timing.running;
      assert.ok(r);
      // KSK: service terminated in Rahu dasa, Jupiter bhukti, Saturn antara (18 March to 5 August 1969).
      assert.deepEqual(
        [r.mahadasha.lord, r.antardasha.lord, r.pratyantardasha?.lord],
        ['Rahu', 'Jupiter', 'Saturn'],
      );
      for (const x of [r.mahadasha, r.antardasha, r.pratyantardasha]) {
        assert.ok(x?.start && x.end && x.start <= '1969-05-15' && '1969-05-15' < x.end, p.event);
        assert.match(x.start, /^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('the promise of every event is the same for as_of 1950, 1990 and 2025; only timing grades move', async () => {
    const runs = await Promise.all(['1950-01-01', '1990-01-01', '2025-01-01'].map(predictions));
    const [a, b, c] = runs;
    assert.ok(a && b && c);
    for (let i = 0; i < 18; i++) {
      const x: Prediction | undefined = a[i];
      const y: Prediction | undefined = b[i];
      const z: Prediction | undefined = c[i];
      assert.ok(x && y && z);
      assert.equal(y.promise_verdict, x.promise_verdict, x.event);
      assert.equal(z.promise_verdict, x.promise_verdict, x.event);
      assert.equal(x.verdict === 'DENIED', z.verdict === 'DENIED', x.event);
    }
  });

  it('job (KSK: the native was in service) is promised', async () => {
    const job = (await predictions('1969-05-15')).find((p) => p.event === 'job');
    assert.ok(job);
    assert.notEqual(job.verdict, 'DENIED');
    assert.match(job.reasoning, /^The 10th cusp sub lord is /);
  });
});
