/**
 * The four financial endpoints through the real routes (open gate): response fields, the judgment
 * equal to what the birth chart engine gives the same moment, compare's per-category answer, the
 * calendar's 366-day limit (decisions.md: longer → 422), and the financial ids published in the
 * event catalog with domain "financial".
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestServer, fieldsOf, postJson } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const post = (url: string, payload: unknown) => postJson(app, url, payload);
const ACME = {
  birth_date: '2000-03-15',
  birth_time: '09:15',
  latitude: 19.076,
  longitude: 72.8777,
  name: 'Acme',
};

describe('financial endpoints', () => {
  it('publishes the thirteen financial ids in the event catalog', async () => {
    const c = (await app.inject('/api/v1/event-catalog')).json();
    const fin = c.events.filter((e: { domain: string }) => e.domain === 'financial');
    assert.deepEqual(
      fin.map((e: { id: string }) => e.id),
      [
        'incorporation',
        'listing',
        'capital_raising',
        'borrowing',
        'repayment',
        'business_partnership',
        'merger',
        'asset_purchase',
        'asset_sale',
        'speculation',
        'legal_dispute',
        'foreign_expansion',
        'loss_risk',
      ],
    );
    const spec = fin.find((e: { id: string }) => e.id === 'speculation');
    assert.deepEqual(
      [spec.required_houses, spec.negating_houses],
      [
        [5, 6, 11],
        [8, 12],
      ],
    );
  });

  it('POST /financial/chart judges the event with the promise engine', async () => {
    const res = await post('/api/v1/financial/chart', { birth: ACME, event_name: 'listing' });
    assert.equal(res.statusCode, 200);
    const b = res.json();
    assert.deepEqual(Object.keys(b), [
      'entity',
      'event_name',
      'label',
      'basis',
      'judgment',
      'positions',
      'cusps',
      'dasha',
      'meta',
    ]);
    // Issue 21 §6: the entity reading is the project's own method, and the response says so.
    assert.equal(b.basis, 'sublord method, not from KSK');
    assert.equal(b.judgment.event, 'listing');
    assert.equal(b.judgment.primary_cusp, 10);
    assert.equal(b.judgment.cuspal_sub_lord, b.cusps[9].sub_lord);
    assert.equal(b.entity.timezone, 'Asia/Kolkata');
  });

  it('POST /financial/muhurta answers ranked windows', async () => {
    const res = await post('/api/v1/financial/muhurta', {
      birth: ACME,
      event_name: 'incorporation',
      max_windows: 2,
    });
    assert.equal(res.statusCode, 200);
    const b = res.json();
    assert.ok(b.windows.length <= 2);
    assert.equal(b.basis, 'sublord method, not from KSK');
  });

  it('POST /financial/compare says per category which moment is stronger', async () => {
    const res = await post('/api/v1/financial/compare', {
      original: ACME,
      candidate: { ...ACME, birth_time: '11:40' },
      event_categories: ['listing', 'speculation', 'loss_risk'],
    });
    assert.equal(res.statusCode, 200);
    const b = res.json();
    assert.equal(b.basis, 'sublord method, not from KSK');
    assert.equal(b.categories.length, 3);
    for (const c of b.categories) {
      assert.ok(['original', 'candidate', 'equal'].includes(c.stronger));
      assert.ok(c.why.length > 10);
    }
  });

  it('GET /financial/events covers at most 366 days', async () => {
    const ok = await app.inject(
      '/api/v1/financial/events?start_date=2025-03-01&end_date=2025-03-31',
    );
    assert.equal(ok.statusCode, 200);
    const b = ok.json();
    assert.ok(
      b.events.some(
        (e: { kind: string; eclipse_type: string }) =>
          e.kind === 'lunar_eclipse' && e.eclipse_type === 'total',
      ),
    );
    assert.ok(
      b.events.every((e: { occurs_at: string }) =>
        /^2025-03-\d\dT\d\d:\d\d:\d\dZ$/.test(e.occurs_at),
      ),
    );
    const full = await app.inject(
      '/api/v1/financial/events?start_date=2024-01-01&end_date=2024-12-31',
    );
    assert.equal(full.statusCode, 200, '366 days (a leap year) is allowed');
    const long = await app.inject(
      '/api/v1/financial/events?start_date=2025-01-01&end_date=2026-01-02',
    );
    assert.equal(long.statusCode, 422);
    assert.deepEqual(fieldsOf(long.json()), ['end_date']);
  });

  it('rejects unknown ids with 422 naming the field', async () => {
    const a = await post('/api/v1/financial/chart', { birth: ACME, event_name: 'marriage' });
    assert.equal(a.statusCode, 422);
    assert.deepEqual(fieldsOf(a.json()), ['event_name']);
    const b = await post('/api/v1/financial/compare', {
      original: ACME,
      candidate: ACME,
      event_categories: ['ipo'],
    });
    assert.equal(b.statusCode, 422);
    assert.equal(fieldsOf(b.json())[0]?.startsWith('event_categories'), true);
  });
});
