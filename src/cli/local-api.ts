/**
 * In-process API for the CLI: the real Fastify app with the open platform (no credentials), driven
 * through `inject`, so `chart` and `batch` validate and compute with exactly the HTTP route's code.
 */
import type { FastifyInstance } from 'fastify';
import { createComputeDeps } from '../compose.js';
import { loadConfig } from '../config.js';
import { OPEN_PLATFORM } from '../http/open-platform.js';
import { buildServer } from '../http/server.js';

export interface LocalResponse {
  status: number;
  body: unknown;
}

export class LocalApi {
  private constructor(private readonly app: FastifyInstance) {}

  static async open(): Promise<LocalApi> {
    const app = await buildServer({
      compute: createComputeDeps(loadConfig()),
      platform: OPEN_PLATFORM,
    });
    await app.ready();
    return new LocalApi(app);
  }

  /** POSTs a raw JSON text (exactly what an HTTP client would send) to /api/v1/<endpoint>. */
  async post(endpoint: string, payload: string): Promise<LocalResponse> {
    const res = await this.app.inject({
      method: 'POST',
      url: `/api/v1/${endpoint}`,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    return { status: res.statusCode, body: res.json() as unknown };
  }

  /** True when /api/v1/<endpoint> accepts POST. */
  hasEndpoint(endpoint: string): boolean {
    return this.app.hasRoute({ method: 'POST', url: `/api/v1/${endpoint}` });
  }

  async close(): Promise<void> {
    await this.app.close();
  }
}
