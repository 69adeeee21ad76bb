/** Builds the real Fastify app for route tests; the platform gate is the open one unless given. */
import type { FastifyInstance } from 'fastify';
import { OPEN_PLATFORM } from '../../src/http/open-platform.js';
import type { PlatformHttp } from '../../src/http/platform-port.js';
import { buildServer } from '../../src/http/server.js';
import { testCompute } from './compute.js';
import { checkResponsesAgainstOpenApi } from './openapi-check.js';

export async function buildTestServer(
  platform: PlatformHttp = OPEN_PLATFORM,
): Promise<FastifyInstance> {
  const app = await buildServer({ compute: testCompute(), platform });
  await app.ready();
  // Every inject response is checked against /openapi.json (test/helpers/openapi-check.ts).
  return checkResponsesAgainstOpenApi(app, { rateLimitHeaders: platform !== OPEN_PLATFORM });
}

/** POST a JSON body to a route of the test server. */
export function postJson(app: FastifyInstance, url: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

/** The sorted `field` names of a 422 body's `field_errors`. */
export function fieldsOf(body: { field_errors: Array<{ field: string }> }): string[] {
  return body.field_errors.map((e) => e.field).sort();
}
