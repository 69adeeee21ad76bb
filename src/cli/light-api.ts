/**
 * The CLI's in-process API for a command that calls known routes (`sublord chart`), without building
 * the Fastify app until a request needs it (issue 22: `chart` under 0.3 s; loading Fastify and
 * registering every route took most of its start).
 *
 * The routes are the server's own: their register functions (src/http/routes/v1) run against a
 * recorder that keeps each POST route's schema and handler, and each body is checked by the build's
 * precompiled validator of that route (src/http/validators.ts), used only when its fingerprint matches
 * the route's schema in the server's validation context: the very function the HTTP route runs.
 * A valid body goes to the route's handler (the direct path, src/cli/direct.ts). Anything else (no
 * stored validator: running from the sources or a stale build; a refused body; a handler that throws
 * or needs the reply; another endpoint) is answered by LocalApi, the complete app, built on first
 * need, so every refusal has exactly the API's status and bytes.
 */
import type { FastifyInstance } from 'fastify';
import type { ComputeDeps } from '../app/deps.js';
import { SHARED_SCHEMAS } from '../http/schemas/shared.js';
import { serverValidationContext, storedValidator } from '../http/validators.js';
import { createComputeDeps } from '../process/compose.js';
import { loadConfig } from '../process/config.js';
import { answerDirect, type Endpoint } from './direct.js';
import type { LocalApi, LocalResponse } from './local-api.js';

/** A route file's register function (e.g. registerBirthChart). */
export type RegisterRoutes = (app: FastifyInstance, compute: ComputeDeps) => void;

const V1 = '/api/v1';

/**
 * Runs `register` against a stand-in app that records its POST routes (url under /api/v1, body
 * schema, handler). Any other use of the app throws: such a route file needs the real server.
 */
function recordRoutes(register: RegisterRoutes, compute: ComputeDeps): Endpoint[] {
  const recorded: Endpoint[] = [];
  const context = serverValidationContext(SHARED_SCHEMAS);
  const recorder = {
    post(url: string, options: { schema?: { body?: unknown } }, handler: Endpoint['handler']) {
      const bodySchema = options.schema?.body ?? null;
      const validate =
        bodySchema === null
          ? null
          : storedValidator(context, {
              schema: bodySchema,
              method: 'POST',
              url: `${V1}${url}`,
              httpPart: 'body',
            });
      recorded.push({ url: `${V1}${url}`, bodySchema, handler, validate });
    },
    get() {
      // GET routes are answered by the complete app.
    },
  };
  register(recorder as unknown as FastifyInstance, compute);
  return recorded;
}

export class LightApi {
  /** How many requests took each path (test/cli/light-api.test.ts checks the chart goes direct). */
  readonly answered = { direct: 0, app: 0 };

  private readonly compute: ComputeDeps;
  private readonly endpoints: Map<string, Endpoint>;
  private full: Promise<LocalApi> | null = null;

  private constructor(compute: ComputeDeps, endpoints: Map<string, Endpoint>) {
    this.compute = compute;
    this.endpoints = endpoints;
  }

  /** The API with `routes` on the direct path (each a route file's register function). */
  static open(routes: readonly RegisterRoutes[]): LightApi {
    const compute = createComputeDeps(loadConfig());
    const endpoints = new Map<string, Endpoint>();
    for (const register of routes)
      for (const e of recordRoutes(register, compute)) endpoints.set(e.url.slice(V1.length + 1), e);
    return new LightApi(compute, endpoints);
  }

  /** True when a body for /api/v1/<endpoint> can take the direct path (a stored validator exists). */
  isDirect(endpoint: string): boolean {
    return this.endpoints.get(endpoint)?.validate != null;
  }

  /** As LocalApi.postText: the JSON text the API would send for this raw JSON body. */
  async postText(endpoint: string, payload: string): Promise<{ status: number; text: string }> {
    const e = this.endpoints.get(endpoint);
    const direct = e ? await answerDirect(e, payload, null) : null;
    if (direct !== null) {
      this.answered.direct++;
      return { status: 200, text: direct };
    }
    this.answered.app++;
    return (await this.app()).postText(endpoint, payload);
  }

  /** As LocalApi.post: the status and the parsed body. */
  async post(endpoint: string, payload: string): Promise<LocalResponse> {
    const res = await this.postText(endpoint, payload);
    return { status: res.status, body: JSON.parse(res.text) as unknown };
  }

  /** The complete app (LocalApi), built on first need with the same adapters. */
  private app(): Promise<LocalApi> {
    this.full ??= import('./local-api.js').then(({ LocalApi }) => LocalApi.open(this.compute));
    return this.full;
  }

  async close(): Promise<void> {
    if (this.full) await (await this.full).close();
  }
}
