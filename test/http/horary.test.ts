/**
 * POST /api/v1/horary through the real route (open gate): every contract field, the horary ascendant
 * from the row, windows as ISO 8601 local date-times with offset, 422 field_errors (decisions.md
 * Questions: either/or and invalid questions are 422 on `question`; unknown locked_event_id), the
 * multi-question notice, and determinism (same body → byte-identical response).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { VERDICTS } from '../../src/engine/kp/promise.js';
import { buildTestServer, fieldsOf, postJson } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const post = (payload: unknown) => postJson(app, '/api/v1/horary', payload);
const ISO_LOCAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

const BODY = {
  question: 'Will I get the new job I applied for?',
  horary_number: 74,
  judgment_date: '2025-01-01',
  judgment_time: '17:30',
  latitude: 28.6139,
  longitude: 77.209,
  place: 'New Delhi',
};

describe('POST /api/v1/horary', () => {
  it('adds the horary chart_layout only when include asks for it (issue 23 §3)', async () => {
    const plain = await post(BODY);
    assert.equal(plain.statusCode, 200, plain.body);
    assert.ok(!('chart_layout' in plain.json()), 'left out without include');
    const res = await post({ ...BODY, include: ['chart_layout'] });
    assert.equal(res.statusCode, 200, res.body);
    const b = res.json();
    // The layout is the horary chart's: its ascendant is cusp 1 of the same response.
    assert.equal(b.chart_layout.ascendant.sign, b.cusps[0].sign);
    // Tolerance 1e-4°: both are the same longitude, rounded by their own presenters.
    assert.ok(Math.abs(b.chart_layout.ascendant.longitude - b.cusps[0].longitude) < 1e-4);
    const { chart_layout: _layout, ...rest } = b;
    assert.deepEqual(rest, plain.json(), 'include changes nothing else');
    const bad = await post({ ...BODY, include: ['pratyantardashas'] });
    assert.equal(bad.statusCode, 422, bad.body);
    assert.ok(
      fieldsOf(bad.json()).some((f) => f.startsWith('include')),
      bad.body,
    );
  });

  it('answers every contract field', async () => {
    const res = await post(BODY);
    assert.equal(res.statusCode, 200, res.body);
    const b = res.json();
    for (const k of [
      'question',
      'horary_number',
      'category',
      'event_id',
      'primary_cusp',
      'required_houses',
      'verdict',
      'confidence',
      'reasoning',
      'windows',
      'classification_confidence',
      'timezone',
      'positions',
      'cusps',
      'significators',
      'multi_question_notice',
      'locked_event_id',
      'meta',
    ])
      assert.ok(k in b, `field ${k}`);
    assert.equal(b.question, BODY.question);
    assert.equal(b.horary_number, 74);
    assert.equal(b.event_id, 'job');
    assert.equal(b.primary_cusp, 10);
    assert.deepEqual(b.required_houses, [2, 6, 10, 11]);
    assert.ok(VERDICTS.includes(b.verdict));
    assert.ok(['WEAK', 'MODERATE', 'STRONG'].includes(b.confidence));
    assert.equal(typeof b.classification_confidence, 'number');
    assert.ok(b.classification_confidence > 0 && b.classification_confidence <= 1);
    assert.equal(b.multi_question_notice, null);
    assert.equal(b.locked_event_id, null);
    assert.equal(b.timezone, 'Asia/Kolkata');
    assert.equal(Object.keys(b.positions).length, 9);
    assert.equal(b.cusps.length, 12);
    assert.equal(b.significators.length, 9);
    assert.equal(b.meta.house_system, 'Placidus');
    assert.match(b.meta.input_hash, /^[0-9a-f]{64}$/);
    // The reasoning follows the horary sequence: CSL and star lord, ruling planets, the Moon.
    assert.match(b.reasoning, /10th cusp sub lord/);
    assert.match(b.reasoning, /Ruling planets at judgment/);
    assert.match(b.reasoning, /Moon test/);
  });

  it('casts the ascendant at the row start with the row’s lords (kp-doctrine §3.1, number 74)', async () => {
    const b = (await post(BODY)).json();
    assert.equal(b.cusps[0].cusp, '14°53′');
    assert.equal(b.cusps[0].sign, 'Cancer');
    assert.deepEqual(
      [b.cusps[0].sign_lord, b.cusps[0].star_lord, b.cusps[0].sub_lord],
      ['Moon', 'Saturn', 'Jupiter'],
    );
    assert.equal(b.horary_ascendant.start_text, '14°53′20″');
    assert.ok(Math.abs(b.horary_ascendant.armc - 31.2165) < 1e-4);
    // Ruling planets of the actual moment (kp-doctrine §3.1): Ra, Me, Su, Sa, Me.
    assert.deepEqual(b.ruling_planets.ranked, ['Rahu', 'Mercury', 'Sun', 'Saturn']);
  });

  it('a retrograde CSL reads negative by default (KSK, R3 4388); retrograde_csl "delay" is the option', async () => {
    // Number 74's 7th CSL Jupiter is retrograde (docs/questions.md worked example); divorce (7th; 1, 6,
    // 10, 12) is promised by the promise engine, so the retrograde rule decides.
    const ksk = (await post({ ...BODY, locked_event_id: 'divorce' })).json();
    assert.equal(ksk.evidence.promise_verdict, 'PROMISED');
    assert.equal(ksk.verdict, 'DENIED');
    assert.equal(ksk.evidence.retrograde_rule, 'csl_negative');
    assert.equal(ksk.basis, 'KSK');
    assert.deepEqual(ksk.windows, []);
    const asked = await post({ ...BODY, locked_event_id: 'divorce', retrograde_csl: 'negative' });
    assert.equal(asked.body, JSON.stringify(ksk), 'the default, sent explicitly, changes nothing');
    const delayed = (
      await post({ ...BODY, locked_event_id: 'divorce', retrograde_csl: 'delay' })
    ).json();
    assert.notEqual(delayed.verdict, 'DENIED');
    assert.equal(delayed.evidence.retrograde_rule, 'csl_delay');
    assert.equal(delayed.basis, 'sublord method, not from KSK');
    assert.notEqual(delayed.meta.input_hash, ksk.meta.input_hash);
    // Marriage on the same cusp: KSK's horary marriage rule decides first (the CSL signifies 1 and 6,
    // R3 4745), whatever the retrograde reading.
    for (const r of ['negative', 'delay']) {
      const m = (await post({ ...BODY, locked_event_id: 'marriage', retrograde_csl: r })).json();
      assert.deepEqual(
        [m.verdict, m.evidence.ksk_negation_rule, m.basis],
        ['DENIED', 'R3 4745', 'KSK'],
      );
    }
    const bad = await post({ ...BODY, retrograde_csl: 'late' });
    assert.equal(bad.statusCode, 422);
    assert.match(bad.body, /retrograde_csl/);
  });

  it('gives windows as ISO 8601 local date-times with offset when the matter is promised', async () => {
    // The delay option: the 7th CSL is retrograde, which KSK's default reads as negative.
    const b = (await post({ ...BODY, locked_event_id: 'divorce', retrograde_csl: 'delay' })).json();
    assert.equal(b.event_id, 'divorce');
    assert.equal(b.locked_event_id, 'divorce');
    assert.equal(b.classification_confidence, 1);
    assert.notEqual(b.verdict, 'DENIED');
    assert.ok(b.windows.length > 0);
    let previousEnd = '';
    for (const w of b.windows) {
      assert.match(w.start, ISO_LOCAL);
      assert.match(w.end, ISO_LOCAL);
      assert.ok(w.start.endsWith('+05:30'));
      assert.ok(w.start < w.end);
      assert.ok(w.start >= '2025-01-01T17:30:00+05:30', 'no window before the judgment');
      assert.ok(w.start >= previousEnd);
      previousEnd = w.end;
    }
    // Ruling-planet transits confirm the first window only, inside it, with a ruling sign lord.
    const [first, ...later] = b.windows;
    assert.ok(Array.isArray(first.sun_transits));
    for (const t of first.sun_transits) {
      assert.match(t.start, ISO_LOCAL);
      assert.ok(t.start >= first.start && t.end <= first.end && t.start < t.end);
      assert.ok([...b.ruling_planets.ranked].includes(t.sign_lord));
      assert.ok(b.evidence.fruitful_significators.includes(t.star_lord));
    }
    for (const w of later) assert.equal(w.sun_transits, null);
  });

  it('judgment_time_uncertainty_minutes: verdict_distribution over the window, summing to 1', async () => {
    const plain = (await post(BODY)).json();
    assert.equal('verdict_distribution' in plain, false);
    // Divorce on number 74 at 17:30: the 7th CSL Jupiter is retrograde (DENIED); the ruling planets
    // change within the hour, the verdict may not.
    for (const minutes of [0, 30]) {
      const b = (
        await post({
          ...BODY,
          locked_event_id: 'divorce',
          judgment_time_uncertainty_minutes: minutes,
        })
      ).json();
      const d = b.verdict_distribution as Record<string, number>;
      assert.ok(Math.abs(Object.values(d).reduce((a, x) => a + x, 0) - 1) < 1e-9);
      assert.ok((d[b.verdict] ?? 0) > 0);
      if (minutes === 0) assert.deepEqual(d, { [b.verdict]: 1 });
    }
  });

  it('has no windows when the verdict is DENIED', async () => {
    const b = (await post(BODY)).json();
    if (b.verdict === 'DENIED') assert.deepEqual(b.windows, []);
  });

  it('is deterministic: byte-identical bodies', async () => {
    const x = await post(BODY);
    const y = await post(BODY);
    assert.equal(x.body, y.body);
  });

  it('more than one ask → notice, verdict for the primary ask', async () => {
    const res = await post({
      ...BODY,
      question: 'Will I get married this year? Also will I buy a new car?',
    });
    assert.equal(res.statusCode, 200, res.body);
    const b = res.json();
    assert.equal(b.event_id, 'marriage');
    assert.equal(typeof b.multi_question_notice, 'string');
    assert.equal(b.notice_kind, 'multi_question');
  });

  it('a question about a relative is judged at the rotated cusp (kp-doctrine §3.3)', async () => {
    const b = (await post({ ...BODY, question: 'Will my brother get a government job?' })).json();
    assert.equal(b.event_id, 'job');
    assert.deepEqual(b.relative, { who: 'sibling', house: 3 });
    // The 10th from the 3rd is the 12th; required 2, 6, 10, 11 counted from the 3rd.
    assert.equal(b.primary_cusp, 12);
    assert.deepEqual(b.required_houses, [1, 4, 8, 12]);
    assert.match(b.reasoning, /12th cusp sub lord/);
  });

  it('either/or, gibberish and too-long questions are 422 on question', async () => {
    for (const question of [
      'Should I do a job or business?',
      'qwzx vbnm plkj?',
      'x'.repeat(2001),
    ]) {
      const res = await post({ ...BODY, question });
      assert.equal(res.statusCode, 422, question.slice(0, 30));
      assert.deepEqual(fieldsOf(res.json()), ['question']);
    }
  });

  it('an unknown locked_event_id is 422 on it, echoing nothing', async () => {
    const res = await post({ ...BODY, locked_event_id: 'secret_event_x' });
    assert.equal(res.statusCode, 422);
    const b = res.json();
    assert.deepEqual(fieldsOf(b), ['locked_event_id']);
    assert.ok(!res.body.includes('secret_event_x'));
  });

  it('validates the number, the moment and the place', async () => {
    for (const horary_number of [0, 250, 7.5]) {
      const res = await post({ ...BODY, horary_number });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(fieldsOf(res.json()), ['horary_number']);
    }
    const { judgment_date: _d, judgment_time: _t, ...noMoment } = BODY;
    const missing = await post(noMoment);
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(fieldsOf(missing.json()), ['judgment_date', 'judgment_time']);
    const polar = await post({ ...BODY, latitude: 75 });
    assert.equal(polar.statusCode, 422);
    assert.deepEqual(fieldsOf(polar.json()), ['latitude']);
  });
});
