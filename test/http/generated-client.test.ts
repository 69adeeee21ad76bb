/**
 * The generated TypeScript client (clients/typescript) against a real server, and the committed
 * generated files against the document (issue 23 §4, issue 36 §3). Authorities: the server's own
 * /openapi.json (the client is generated from it) and the server's own answers.
 * - staleness: regenerating clients/typescript/src/schema.ts (openapi-typescript) and operations.ts
 *   (scripts/docs/ts-operations.ts) from the server's document gives the committed files byte for
 *   byte (fails after a route or field changes until `npm run docs:generate`); the same for the
 *   Postman collection (clients/postman), which has one request per operation;
 * - calls: a server listening on loopback is called through createSublordClient over real HTTP:
 *   ping, birthChart (typed body and answer), muhurtaEvents with a query, an SVG as text, and a 422
 *   and a 401 thrown as SublordError with their codes. Type checking of the client and of this file
 *   is `npx tsc --noEmit` (strict; clients/ is in tsconfig's include). The built package, installed
 *   from `npm pack`: test/clients/typescript-package.test.ts.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import {
  createSublordClient,
  type SublordClient,
  SublordError,
} from '../../clients/typescript/src/index.js';
import { CLIENT_SCHEMA_PATH, clientSchemaSource } from '../../scripts/docs/client.js';
import { POSTMAN_PATH, postmanText } from '../../scripts/docs/postman.js';
import { type DocsServer, fetchDocument, openDocsServer } from '../../scripts/docs/server.js';
import { TS_OPERATIONS_PATH, tsOperationsSource } from '../../scripts/docs/ts-operations.js';
import { seedDeveloper } from '../helpers/platform.js';

const ROOT = new URL('../../', import.meta.url);

let docs: DocsServer;
let client: SublordClient;
let baseUrl: string;

before(async () => {
  docs = await openDocsServer();
  await docs.server.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(docs.server.server.address() as AddressInfo).port}`;
  const dev = await seedDeveloper(docs.platform);
  const issued = await docs.platform.apps.create(dev.accountId, 'client');
  client = createSublordClient({ baseUrl, appId: issued.appId, appSecret: issued.appSecret });
});
after(async () => {
  await docs?.close();
});

describe('the committed client', () => {
  test('is what openapi-typescript and ts-operations.ts generate from the server’s document (run npm run docs:generate)', async () => {
    const document = await fetchDocument(docs.server);
    for (const [path, expected] of [
      [CLIENT_SCHEMA_PATH, await clientSchemaSource(document)],
      [TS_OPERATIONS_PATH, tsOperationsSource(document)],
    ] as const) {
      const committed = readFileSync(new URL(path, ROOT), 'utf8');
      assert.ok(committed === expected, `${path} is stale: run npm run docs:generate`);
    }
  });
});

describe('the committed Postman collection', () => {
  test('is what scripts/docs/postman.ts generates from the server’s document, one request per operation', async () => {
    const document = await fetchDocument(docs.server);
    const committed = readFileSync(new URL(POSTMAN_PATH, ROOT), 'utf8');
    assert.ok(
      committed === postmanText(document),
      `${POSTMAN_PATH} is stale: run npm run docs:generate`,
    );
    const collection = JSON.parse(committed);
    const requests = collection.item.flatMap((folder: { item: unknown[] }) => folder.item);
    const operations = Object.values(
      document.paths as Record<string, Record<string, unknown>>,
    ).flatMap((item) =>
      Object.keys(item).filter((k) => ['get', 'post', 'put', 'patch', 'delete'].includes(k)),
    );
    assert.equal(requests.length, operations.length);
    const chart = requests.find((r: { request: { url: { raw: string } } }) =>
      r.request.url.raw.endsWith('/api/v1/birth-chart'),
    );
    assert.ok(chart.request.header.some((h: { key: string }) => h.key === 'X-App-Secret'));
    assert.ok(JSON.parse(chart.request.body.raw).birth_date);
  });
});

describe('calls through the generated client over loopback HTTP', () => {
  test('ping', async () => {
    const pong = await client.ping();
    assert.equal(pong.ok, true);
    assert.ok(client.lastRateLimit['x-ratelimit-remaining']);
  });

  test('birthChart: typed body and answer', async () => {
    const data = await client.birthChart({
      birth_date: '1990-07-04',
      birth_time: '10:12',
      latitude: 28.6139,
      longitude: 77.209,
      timezone: 'Asia/Kolkata',
    });
    // The typed fields (a field missing from the schema would not compile).
    assert.equal(data.timezone, 'Asia/Kolkata');
    assert.equal(data.utc_offset_hours, 5.5);
    assert.equal(data.positions.Moon.name, 'Moon');
    assert.ok(data.positions.Sun.longitude >= 0 && data.positions.Sun.longitude < 360);
  });

  test('muhurtaEvents with a query, and an SVG picture as text', async () => {
    const { events } = await client.muhurtaEvents({ lang: 'hi' });
    assert.ok(events.length > 0 && events.every((e) => typeof e.id === 'string'));
    const svg = await client.birthChartSvg({
      birth_date: '1990-07-04',
      birth_time: '10:12',
      latitude: 28.6139,
      longitude: 77.209,
    });
    assert.ok(svg.startsWith('<svg'));
  });

  test('a 422 and a 401 throw SublordError with their codes', async () => {
    const bad = await client
      // latitude out of range: the server's validation, not the compiler's, refuses it.
      .birthChart({
        birth_date: '1990-07-04',
        birth_time: '10:12',
        latitude: 123,
        longitude: 77.209,
      })
      .catch((e: unknown) => e);
    assert.ok(bad instanceof SublordError);
    assert.equal(bad.status, 422);
    assert.equal(bad.code, 'validation_failed');
    assert.deepEqual(
      bad.fieldErrors.map((f) => [f.field, f.code]),
      [['latitude', 'out_of_range']],
    );
    assert.ok(bad.requestId);
    const anonymous = createSublordClient({ baseUrl, appId: '', appSecret: '' });
    const denied = await anonymous.ping().catch((e: unknown) => e);
    assert.ok(denied instanceof SublordError);
    assert.equal(denied.status, 401);
    assert.equal(denied.code, 'missing_credentials');
  });
});
