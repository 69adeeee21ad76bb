/**
 * The generated TypeScript client (clients/typescript) against a real server, and the committed
 * generated file against the document (issue 23 §4). Authorities: the server's own /openapi.json (the
 * client is generated from it by openapi-typescript) and the server's own answers.
 * - staleness: regenerating clients/typescript/src/schema.d.ts from the server's document gives the
 *   committed file byte for byte (fails after a route or field changes until `npm run docs:generate`);
 *   the same for the Postman collection (clients/postman), which has one request per operation;
 * - calls: a server listening on loopback is called through createSublordClient over real HTTP:
 *   GET /api/v1/ping, POST /api/v1/birth-chart (typed body and response), GET /api/v1/muhurta/events,
 *   and a 422 and a 401 arrive as typed `error` values. Type checking of the client and of this file
 *   is `npx tsc --noEmit` (strict; clients/ is in tsconfig's include).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createSublordClient, type SublordClient } from '../../clients/typescript/src/index.js';
import { CLIENT_SCHEMA_PATH, clientSchemaSource } from '../../scripts/docs/client.js';
import { POSTMAN_PATH, postmanText } from '../../scripts/docs/postman.js';
import { type DocsServer, fetchDocument, openDocsServer } from '../../scripts/docs/server.js';
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
  test('is what openapi-typescript generates from the server’s document (run npm run docs:generate)', async () => {
    const expected = await clientSchemaSource(await fetchDocument(docs.server));
    const committed = readFileSync(new URL(CLIENT_SCHEMA_PATH, ROOT), 'utf8');
    assert.ok(committed === expected, `${CLIENT_SCHEMA_PATH} is stale: run npm run docs:generate`);
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
  test('GET /api/v1/ping', async () => {
    const { data, error, response } = await client.GET('/api/v1/ping');
    assert.equal(response.status, 200);
    assert.equal(error, undefined);
    assert.ok(data);
    assert.ok(response.headers.get('x-request-id'));
  });

  test('POST /api/v1/birth-chart: typed body and response', async () => {
    const { data, error } = await client.POST('/api/v1/birth-chart', {
      body: {
        birth_date: '1990-07-04',
        birth_time: '10:12',
        latitude: 28.6139,
        longitude: 77.209,
        timezone: 'Asia/Kolkata',
      },
    });
    assert.equal(error, undefined);
    assert.ok(data);
    // The typed fields (a field missing from the schema would not compile).
    assert.equal(data.timezone, 'Asia/Kolkata');
    assert.equal(data.utc_offset_hours, 5.5);
    assert.equal(data.positions.Moon.name, 'Moon');
    assert.ok(data.positions.Sun.longitude >= 0 && data.positions.Sun.longitude < 360);
  });

  test('GET /api/v1/muhurta/events', async () => {
    const { data } = await client.GET('/api/v1/muhurta/events');
    assert.ok(data && data.events.length > 0);
    assert.ok(data.events.every((e) => typeof e.id === 'string' && e.id.length > 0));
  });

  test('a 422 and a 401 arrive as `error`, with the documented shapes', async () => {
    const bad = await client.POST('/api/v1/birth-chart', {
      // latitude out of range: the server's validation, not the compiler's, refuses it.
      body: { birth_date: '1990-07-04', birth_time: '10:12', latitude: 123, longitude: 77.209 },
    });
    assert.equal(bad.response.status, 422);
    assert.equal(bad.data, undefined);
    const body = bad.error as { field_errors?: Array<{ field: string }> } | undefined;
    assert.ok(body?.field_errors?.some((f) => f.field.includes('latitude')));
    const anonymous = createSublordClient({ baseUrl });
    const denied = await anonymous.GET('/api/v1/ping');
    assert.equal(denied.response.status, 401);
    assert.ok(denied.error && typeof denied.error.detail === 'string');
  });
});
