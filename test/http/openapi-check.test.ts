/**
 * The response checker of test/helpers/openapi-check.ts can fail: a route whose answers break its own
 * documented schema, or give a status it does not document, is caught through inject and over a real
 * socket (gzip included); conforming answers pass. The route is added to a real server before it is
 * ready, so it is found in /openapi.json like any endpoint added later.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Type } from 'typebox';
import { OPEN_PLATFORM } from '../../src/http/open-platform.js';
import { buildServer } from '../../src/http/server.js';
import { testCompute } from '../helpers/compute.js';
import { checkResponsesAgainstOpenApi, OPENAPI_CHECK_COUNTS } from '../helpers/openapi-check.js';
import { buildTestServer } from '../helpers/server.js';

async function serverWithProbeRoute() {
  const app = await buildServer({ compute: testCompute(), platform: OPEN_PLATFORM });
  // 200 documented as { n: integer }; ?bad=1 answers a string, ?status=418 an undocumented status.
  app.get(
    '/probe/:id',
    {
      schema: {
        querystring: Type.Object({
          bad: Type.Optional(Type.String()),
          status: Type.Optional(Type.String()),
        }),
        response: { 200: Type.Object({ n: Type.Integer() }, { additionalProperties: false }) },
      },
    },
    async (request, reply) => {
      const q = request.query as { bad?: string; status?: string };
      // The route's type allows only its documented status; the point here is to break that.
      if (q.status)
        return (reply as { code(c: number): typeof reply }).code(Number(q.status)).send({ n: 1 });
      return { n: q.bad ? 'one' : 1 };
    },
  );
  await app.ready();
  return checkResponsesAgainstOpenApi(app, { rateLimitHeaders: false });
}

test('inject: a conforming body passes, a wrong body or an undocumented status rejects', async () => {
  const app = await serverWithProbeRoute();
  try {
    const before = OPENAPI_CHECK_COUNTS.validated;
    const ok = await app.inject({ method: 'GET', url: '/probe/7' });
    assert.equal(ok.statusCode, 200);
    assert.equal(OPENAPI_CHECK_COUNTS.validated, before + 1);
    await assert.rejects(
      app.inject({ method: 'GET', url: '/probe/7?bad=1' }),
      /body does not match/,
    );
    await assert.rejects(
      app.inject({ method: 'GET', url: '/probe/7?status=418' }),
      /status 418 is not documented/,
    );
    // A method the path does not offer is a 405 in the Error shape: accepted as documented prose.
    assert.equal((await app.inject({ method: 'DELETE', url: '/probe/7' })).statusCode, 405);
  } finally {
    await app.close().catch(() => {});
  }
});

test('socket: a wrong body sent over HTTP (gzip) makes close() reject; conforming ones do not', async () => {
  const good = await serverWithProbeRoute();
  const goodUrl = await good.listen({ host: '127.0.0.1', port: 0 });
  const res = await fetch(`${goodUrl}/probe/1`, { headers: { 'accept-encoding': 'gzip' } });
  assert.deepEqual(await res.json(), { n: 1 });
  await good.close();

  const bad = await serverWithProbeRoute();
  const badUrl = await bad.listen({ host: '127.0.0.1', port: 0 });
  await (await fetch(`${badUrl}/probe/1?bad=1`, { headers: { 'accept-encoding': 'gzip' } })).text();
  await assert.rejects(bad.close(), /OpenAPI \(socket responses\)[\s\S]*body does not match/);
});

test('the shared helpers check every response of the suite (buildTestServer)', async () => {
  const app = await buildTestServer();
  try {
    const before = OPENAPI_CHECK_COUNTS.validated;
    const res = await app.inject({ method: 'GET', url: '/api/v1/event-catalog' });
    assert.equal(res.statusCode, 200);
    assert.equal(OPENAPI_CHECK_COUNTS.validated, before + 1);
  } finally {
    await app.close();
  }
});
