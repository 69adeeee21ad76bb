/**
 * Contract details (issue 20 §7), through the real routes (every response is also checked against
 * /openapi.json by the test server):
 * - the Birth object's `name` and `place` are echoed by /muhurta, /financial/muhurta and /descriptive
 *   in BIRTH mode, as by the birth chart (api-contract, Birth object: "echoed back");
 * - the OpenAPI document gives `verdict` and `confidence` their enums under muhurta's and financial
 *   muhurta's `promise` and compare's `categories[]` sides, as it does for the birth chart.
 * Authority: api-contract.md (Birth object; verdict enum). Exact comparisons.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CONFIDENCES, VERDICTS } from '../../src/engine/kp/promise.js';
import { buildTestServer } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const birth = {
  name: 'Asha Rao',
  place: 'New Delhi',
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
};

describe('name and place are echoed wherever a Birth object is taken', () => {
  const cases: Array<[string, unknown]> = [
    ['/api/v1/muhurta', { birth, event_name: 'vehicle', max_windows: 1 }],
    ['/api/v1/financial/muhurta', { birth, event_name: 'incorporation', max_windows: 1 }],
    ['/api/v1/descriptive', { mode: 'BIRTH', question: 'What will my spouse be like?', birth }],
  ];
  for (const [url, payload] of cases) {
    it(url, async () => {
      const res = await app.inject({ method: 'POST', url, payload: payload as object });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json() as { name: string; place: string };
      assert.equal(body.name, 'Asha Rao');
      assert.equal(body.place, 'New Delhi');
    });
  }
  it('"" when not sent', async () => {
    const { name: _n, place: _p, ...bare } = birth;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/descriptive',
      payload: { question: 'What will my spouse be like?', birth: bare },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().name, res.json().place], ['', '']);
  });
});

describe('verdict and confidence are enums in the OpenAPI document', () => {
  type Schema = Record<string, unknown>;
  let doc: Schema;
  before(async () => {
    doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  });
  const resolve = (s: Schema): Schema => {
    let x = s;
    while (typeof x.$ref === 'string') {
      x = (x.$ref as string)
        .replace(/^#\//, '')
        .split('/')
        .reduce<Schema>((node, key) => node[key] as Schema, doc);
    }
    return x;
  };
  const okSchema = (path: string): Schema => {
    const paths = doc.paths as Record<string, Record<string, Schema>>;
    const op = paths[path]?.post as Schema;
    const content = (op.responses as Record<string, Schema>)['200']?.content as Record<
      string,
      Schema
    >;
    return resolve(content['application/json']?.schema as Schema);
  };
  /** The values an enum-like schema allows (enum, const, or anyOf of consts), or null. */
  const allowed = (s: Schema): string[] | null => {
    const r = resolve(s);
    if (Array.isArray(r.enum)) return r.enum as string[];
    const branches = (r.anyOf ?? r.oneOf) as Schema[] | undefined;
    if (!Array.isArray(branches)) return null;
    const values = branches.map((b) => resolve(b).const ?? (resolve(b).enum as unknown[])?.[0]);
    return values.every((v) => typeof v === 'string') ? (values as string[]) : null;
  };
  const props = (s: Schema) => resolve(s).properties as Record<string, Schema>;
  const check = (where: string, s: Schema) => {
    assert.deepEqual(allowed(props(s).verdict as Schema), [...VERDICTS], `${where}.verdict`);
    assert.deepEqual(
      allowed(props(s).confidence as Schema),
      [...CONFIDENCES],
      `${where}.confidence`,
    );
  };
  it('muhurta and financial muhurta: promise', () => {
    check('muhurta promise', props(okSchema('/api/v1/muhurta')).promise as Schema);
    check(
      'financial muhurta promise',
      props(okSchema('/api/v1/financial/muhurta')).promise as Schema,
    );
  });
  it('financial compare: categories[].original and .candidate', () => {
    const item = resolve(props(okSchema('/api/v1/financial/compare')).categories as Schema)
      .items as Schema;
    check('categories[].original', props(item).original as Schema);
    check('categories[].candidate', props(item).candidate as Schema);
  });
});
