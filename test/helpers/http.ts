/**
 * Builds the real server (src/http/server.ts) over a test platform with the real platform HTTP layer
 * (gate, portal, auth routes), plus request fixtures for platform tests.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createPlatformHttp } from '../../src/http/platform/index.js';
import { buildServer } from '../../src/http/server.js';
import type { Platform } from '../../src/platform/platform.js';
import { testCompute } from './compute.js';
import { checkResponsesAgainstOpenApi } from './openapi-check.js';

/**
 * The full server over the platform (not yet listening), portal playground included. Every inject
 * response is checked against /openapi.json (test/helpers/openapi-check.ts).
 */
export async function buildPlatformServer(
  platform: Platform,
  logger: FastifyServerOptions['loggerInstance'] | false = false,
): Promise<FastifyInstance> {
  const compute = testCompute();
  const app = await buildServer({
    compute,
    platform: createPlatformHttp(platform, platform.config, { compute }),
    logger,
    baseUrl: platform.config.baseUrl,
  });
  return checkResponsesAgainstOpenApi(app);
}

/** The two credential headers. */
export function appHeaders(appId: string, appSecret: string): Record<string, string> {
  return { 'x-app-id': appId, 'x-app-secret': appSecret };
}

/** A valid /api/v1/birth-chart body. */
export const BIRTH_BODY = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
};
