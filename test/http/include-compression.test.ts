/**
 * Smaller bodies (issue 11 §5, issue 22 §3). Authorities: the contract (a Prediction record is event,
 * title, verdict, confidence, reasoning, never optional), issue 22 §3 (the default body is the
 * contract's fields and light additions, at most 64 KB; each heavy block is sent only when `include`
 * names it, as Stripe's `expand`), and RFC 9110 §8.4 / §12.5.3 (a compressed body decodes to the
 * identical bytes; Content-Encoding names the coding; Vary: Accept-Encoding).
 * - without include (or with include: []) the body has no block and is at most 64 KB;
 * - each block adds exactly its fields, with about the size documented (INCLUDE_DOCS, ±15 %), and the
 *   default fields are the same with or without blocks;
 * - an unknown block is a 422 naming `include.0`;
 * - br and gzip are used when accepted and decode to the uncompressed bytes; a body under the
 *   threshold (a 422) and a client that accepts neither get identity.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { INCLUDE_BLOCKS, INCLUDE_DOCS } from '../../src/app/present/include.js';
import { COMPRESSION_THRESHOLD, negotiateEncoding } from '../../src/http/compression.js';
import { OPEN_PLATFORM } from '../../src/http/open-platform.js';
import { buildServer } from '../../src/http/server.js';
import { testCompute } from '../helpers/compute.js';
import { CONTRACT_READING_FIELDS } from '../helpers/contract.js';

const BIRTH = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
  as_of: '2026-11-21',
};

let app: FastifyInstance;
before(async () => {
  // The plain server: the test helper's OpenAPI check parses every payload, compressed ones too.
  app = await buildServer({ compute: testCompute(), platform: OPEN_PLATFORM });
  await app.ready();
});
after(async () => {
  await app.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/birth-chart', payload: body as object, headers });

type Prediction = Record<string, unknown> & { timing: Record<string, unknown> };
type Body = Record<string, unknown> & {
  chart_layout?: unknown;
  predictions: Prediction[];
  vedic_bhava: Record<string, unknown> & { readings: Array<Record<string, unknown>> };
  dasha: {
    antardashas_scope: string;
    pratyantardashas_scope: string;
    current: { mahadasha: string | null };
    mahadashas: Array<{ lord: string; antardashas?: Array<{ pratyantardashas?: unknown[] }> }>;
  };
};
const antardashas = (b: Body) => b.dasha.mahadashas.flatMap((m) => m.antardashas ?? []);
/** Mahadashas that carry their antardashas (the running one by default, all nine with the block). */
const withAntardashas = (b: Body) => b.dasha.mahadashas.filter((m) => 'antardashas' in m);
const pratyantardashaCount = (b: Body) =>
  antardashas(b).reduce((n, a) => n + (a.pratyantardashas?.length ?? 0), 0);
/** Antardashas that carry the key (every one with the block, none without it). */
const pratyantardashaKeys = (b: Body) =>
  antardashas(b).filter((a) => 'pratyantardashas' in a).length;

const CONTRACT = ['event', 'title', 'verdict', 'confidence', 'reasoning'];
const DEFAULT_PREDICTION = [
  ...CONTRACT,
  'polarity',
  'favourable',
  'primary_cusp',
  'cuspal_sub_lord',
  'caveat',
  'promise_verdict',
  'rule',
  'basis',
  'grade_from_timing',
  'timing',
];
const LEVELS = [
  'houses_signified',
  'required_houses',
  'negating_houses',
  'negation_rule',
  'required_signified',
  'negating_signified',
  'required_level',
  'negating_level',
  'required_principal',
  'negating_principal',
  'csl_leaning',
  'sub_lord_leaning',
  'promise_rule',
  'supporting_cusp',
  'support_agrees',
];
const CHAIN = ['chain', 'houses_via_star_lord', 'houses_own', 'houses_via_sub_lord', 'node_agency'];
const VEDIC_DETAIL = ['functional_role'];
const hasVedicDetail = (b: Body, every: boolean) =>
  b.vedic_bhava.readings[every ? 'every' : 'some']((r) =>
    VEDIC_DETAIL[every ? 'every' : 'some']((k) => k in r),
  );

/** The body without what the blocks add, to compare the rest. */
function withoutBlocks(b: Body): unknown {
  const { chart_layout: _layout, dasha, predictions, vedic_bhava, ...rest } = b;
  return {
    ...rest,
    vedic_bhava: {
      ...vedic_bhava,
      readings: vedic_bhava.readings.map((r) =>
        Object.fromEntries(Object.entries(r).filter(([k]) => !VEDIC_DETAIL.includes(k))),
      ),
    },
    dasha: {
      ...dasha,
      antardashas_scope: '-',
      pratyantardashas_scope: '-',
      mahadashas: dasha.mahadashas.map((m) => m.lord),
    },
    predictions: predictions.map((p) => {
      const out: Record<string, unknown> = {};
      for (const k of DEFAULT_PREDICTION) out[k] = p[k];
      const { running: _running, as_of: _asOf, ...timing } = p.timing;
      out.timing = timing;
      return out;
    }),
  };
}

describe('include', () => {
  // Issue 22 §3's target, with chart_layout (a contract field, never optional) in the body: 64 KB of
  // 1,024 bytes for this chart (delhi-1990 of test/golden; 112 KB before the include blocks, 60 KB
  // since the antardashas block).
  it('the default body carries no block, equals include: [], and is at most 64 KB', async () => {
    const res = await post(BIRTH);
    assert.equal(res.statusCode, 200);
    assert.equal((await post({ ...BIRTH, include: [] })).payload, res.payload);
    assert.ok(res.rawPayload.length <= 64 * 1024, `${res.rawPayload.length} B`);
    const b = res.json() as Body;
    assert.equal('chart_layout' in b, true, 'a contract field is never optional');
    assert.equal(b.dasha.pratyantardashas_scope, 'none');
    assert.equal(b.dasha.antardashas_scope, 'running_mahadasha');
    assert.deepEqual(
      withAntardashas(b).map((m) => m.lord),
      [b.dasha.current.mahadasha],
      'only the running mahadasha carries its antardashas',
    );
    assert.equal(pratyantardashaCount(b), 0);
    assert.equal(pratyantardashaKeys(b), 0, 'no empty pratyantardashas arrays');
    assert.equal(b.predictions.length, 18);
    assert.equal(hasVedicDetail(b, false), false);
    for (const r of b.vedic_bhava.readings)
      for (const k of CONTRACT_READING_FIELDS) assert.ok(k in r, `vedic_bhava.readings[].${k}`);
    for (const p of b.predictions) {
      assert.deepEqual(Object.keys(p), DEFAULT_PREDICTION, String(p.event));
      for (const k of CONTRACT) assert.ok(p[k] !== undefined && p[k] !== null, `${p.event}.${k}`);
      assert.deepEqual(Object.keys(p.timing), [
        'grades_verdict',
        'basis',
        'next_fruitful_period',
        'next_adverse_period',
        'witness',
      ]);
    }
  });

  // Every default body, not only this one: test/http/body-size-sample.test.ts (a seeded sample of 600
  // births and named edge cases).

  // Issue 22 §3 (reasoning repetition): the default reasoning names the CSL, the houses it signifies
  // among the required and negating ones and the finding (the contract's sentence); the CSL's levels
  // and chain houses are the predictions.chain block, the next periods are `timing`'s own fields.
  it('the reasoning leaves the chain levels and the next periods to their fields', async () => {
    for (const include of [[], INCLUDE_BLOCKS]) {
      const b = (await post({ ...BIRTH, include })).json() as Body;
      for (const p of b.predictions) {
        const r = String(p.reasoning);
        assert.match(r, /cusp sub lord is \w+/, String(p.event));
        assert.match(r, /requires houses [\d, ]+ \(signified: /, String(p.event));
        assert.doesNotMatch(r, / signifies A |Through its star lord|\(next: /, String(p.event));
      }
    }
  });

  it('each block adds its fields, about its documented size, and changes nothing else', async () => {
    const base = await post(BIRTH);
    const plain = withoutBlocks(base.json() as Body);
    for (const block of INCLUDE_BLOCKS) {
      const res = await post({ ...BIRTH, include: [block] });
      assert.equal(res.statusCode, 200, block);
      const b = res.json() as Body;
      assert.deepEqual(withoutBlocks(b), plain, block);
      const added = res.rawPayload.length - base.rawPayload.length;
      const documented = INCLUDE_DOCS[block].bytes;
      assert.ok(
        Math.abs(added - documented) <= documented * 0.15,
        `${block}: adds ${added} B, documented ${documented} B`,
      );
      assert.equal('chart_layout' in b, true, block);
      // Alone, the block lists the pratyantardashas of the running mahadasha's nine antardashas.
      assert.equal(pratyantardashaCount(b) === 81, block === 'pratyantardashas', block);
      assert.equal(pratyantardashaKeys(b), block === 'pratyantardashas' ? 9 : 0, block);
      assert.equal(withAntardashas(b).length, block === 'antardashas' ? 9 : 1, block);
      assert.equal(
        b.dasha.antardashas_scope,
        block === 'antardashas' ? 'every_mahadasha' : 'running_mahadasha',
      );
      assert.equal(hasVedicDetail(b, true), block === 'vedic_bhava.detail', block);
      assert.equal(hasVedicDetail(b, false), block === 'vedic_bhava.detail', block);
      for (const p of b.predictions) {
        const keys = Object.keys(p);
        assert.equal(
          LEVELS.every((k) => keys.includes(k)),
          block === 'predictions.levels',
        );
        assert.equal(
          LEVELS.some((k) => keys.includes(k)),
          block === 'predictions.levels',
        );
        assert.equal(
          CHAIN.every((k) => keys.includes(k)),
          block === 'predictions.chain',
        );
        assert.equal(
          CHAIN.some((k) => keys.includes(k)),
          block === 'predictions.chain',
        );
        assert.equal('running' in p.timing, block === 'predictions.timing');
        assert.equal('as_of' in p.timing, block === 'predictions.timing');
      }
    }
  });

  it('every block listed gives every field, in a stable order', async () => {
    const res = await post({ ...BIRTH, include: [...INCLUDE_BLOCKS].reverse() });
    const again = await post({ ...BIRTH, include: INCLUDE_BLOCKS });
    assert.equal(res.payload, again.payload);
    const all = res.json() as Body;
    assert.equal(withAntardashas(all).length, 9);
    assert.equal(pratyantardashaKeys(all), 81, 'empty arrays outside the running mahadasha');
    const p = all.predictions[0];
    assert.ok(p);
    assert.deepEqual(Object.keys(p), [...DEFAULT_PREDICTION, ...LEVELS, ...CHAIN]);
  });

  it('an unknown block is a 422 naming include.0', async () => {
    const res = await post({ ...BIRTH, include: ['everything'] });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(
      (res.json() as { field_errors: Array<{ field: string }> }).field_errors.map((e) => e.field),
      ['include.0'],
    );
  });
});

describe('compression', () => {
  it('br and gzip when accepted, decoding to the identity bytes; identity otherwise', async () => {
    const plain = await post(BIRTH);
    assert.equal(plain.headers['content-encoding'], undefined);
    const br = await post(BIRTH, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.payload);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 4, `br ${br.rawPayload.length} B`);
    const gz = await post(BIRTH, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), plain.payload);
  });

  it('negotiates by q-value (RFC 9110 §12.5.3): brotli preferred, q=0 refuses, * counts', () => {
    assert.equal(negotiateEncoding('gzip, deflate, br'), 'br');
    assert.equal(negotiateEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(negotiateEncoding('br;q=0.5, gzip;q=0.8'), 'gzip');
    assert.equal(negotiateEncoding('*'), 'br');
    assert.equal(negotiateEncoding('*;q=0, identity'), null);
    assert.equal(negotiateEncoding('deflate'), null);
    assert.equal(negotiateEncoding(undefined), null);
  });

  it(`a body under ${COMPRESSION_THRESHOLD} bytes is sent as it is`, async () => {
    const res = await post({ ...BIRTH, latitude: 123 }, { 'accept-encoding': 'br, gzip' });
    assert.equal(res.statusCode, 422);
    assert.ok(res.rawPayload.length < COMPRESSION_THRESHOLD);
    assert.equal(res.headers['content-encoding'], undefined);
  });
});
