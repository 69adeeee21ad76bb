/**
 * In-process API for the CLI: the real Fastify app with the open platform (no credentials).
 *
 * The endpoint table comes from the one place routes are declared: every route the server registers
 * is seen here (ServerOptions.onRoute), so an endpoint added to src/http/routes/v1 works in `chart`
 * and `batch` with no change in the CLI.
 *
 * A request takes the direct path when it can (issue 11 §7): JSON.parse, the route's own body
 * validator (compiled by the server's Ajv, the very function the HTTP route runs), then the route's
 * handler, which calls the use case; no inject, no HTTP framing. Anything else (malformed JSON, a body
 * the validator refuses, a handler that throws or needs the reply) goes through `inject`, so every
 * refusal has exactly the HTTP status and bytes the API gives.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ComputeDeps } from '../app/deps.js';
import { toApiError } from '../http/errors.js';
import { OPEN_PLATFORM } from '../http/open-platform.js';
import { buildServer } from '../http/server.js';
import { createComputeDeps } from '../process/compose.js';
import { loadConfig } from '../process/config.js';
import { answerDirect, type Endpoint } from './direct.js';

export interface LocalResponse {
  status: number;
  body: unknown;
}

/**
 * What the server log would hold for a 500 (issue 20 §6): its request id and the error's stack (or
 * message). Never the request body: the caller prints it with the line number, not the line.
 */
export interface InternalFailure {
  requestId: string;
  error: string;
}

export interface LocalTextResponse {
  status: number;
  text: string;
  /** Set when the answer is a 500: what went wrong, for stderr. */
  failure?: InternalFailure;
}

const V1 = '/api/v1/';

export class LocalApi {
  /** How many requests took each path (the batch test checks that valid lines go direct). */
  readonly answered = { direct: 0, http: 0 };

  private readonly app: FastifyInstance;
  private readonly endpoints: Map<string, Endpoint>;
  /** Errors behind 500 answers not yet collected, by request id (the server's error log, here). */
  private readonly internalErrors: Map<string, string>;

  private constructor(
    app: FastifyInstance,
    endpoints: Map<string, Endpoint>,
    internalErrors: Map<string, string>,
  ) {
    this.app = app;
    this.endpoints = endpoints;
    this.internalErrors = internalErrors;
  }

  /** The app with every route; `compute` defaults to adapters from the environment's config. */
  static async open(compute: ComputeDeps = createComputeDeps(loadConfig())): Promise<LocalApi> {
    const routes: Array<{ route: RouteOptions; scope: FastifyInstance }> = [];
    const app = await buildServer({
      compute,
      platform: OPEN_PLATFORM,
      compression: false,
      onRoute(route) {
        routes.push({ route, scope: this });
      },
    });
    // The CLI has no server log: the error behind a 500 is kept for the caller (batch prints it).
    const internalErrors = new Map<string, string>();
    app.addHook('onError', async (request, _reply, error) => {
      if (toApiError(error).code === 'internal_error') {
        internalErrors.set(request.id, error.stack ?? String(error));
      }
    });
    await app.ready();
    const endpoints = new Map<string, Endpoint>();
    for (const { route, scope } of routes) {
      // The scope's validator compiler: the Ajv instance and options the HTTP route itself uses.
      const compile = scope.validatorCompiler;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.includes('POST') || !route.url.startsWith(V1)) continue;
      const bodySchema = (route.schema as { body?: unknown } | undefined)?.body ?? null;
      const validate =
        bodySchema === null || compile === undefined
          ? null
          : (compile({
              schema: bodySchema as object,
              method: 'POST',
              url: route.url,
              httpPart: 'body',
            }) as (body: unknown) => boolean);
      endpoints.set(route.url.slice(V1.length), {
        url: route.url,
        bodySchema,
        handler: route.handler as Endpoint['handler'],
        validate,
      });
    }
    return new LocalApi(app, endpoints, internalErrors);
  }

  /** The POST endpoints under /api/v1 (names without the prefix), in registration order. */
  endpointNames(): string[] {
    return [...this.endpoints.keys()];
  }

  /** True when /api/v1/<endpoint> accepts POST. */
  hasEndpoint(endpoint: string): boolean {
    return this.endpoints.has(endpoint);
  }

  /**
   * The response to a raw JSON text (exactly what an HTTP client would send) for /api/v1/<endpoint>,
   * as the JSON text the API would send: the direct path when the body is valid, else inject.
   */
  async postText(endpoint: string, payload: string): Promise<LocalTextResponse> {
    const direct = await this.direct(endpoint, payload);
    if (direct !== null) {
      this.answered.direct++;
      return { status: 200, text: direct };
    }
    this.answered.http++;
    const res = await this.app.inject({
      method: 'POST',
      url: `${V1}${endpoint}`,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    if (res.statusCode !== 500) return { status: res.statusCode, text: res.payload };
    const requestId = String(res.headers['x-request-id'] ?? '');
    const error = this.internalErrors.get(requestId) ?? 'no error recorded';
    this.internalErrors.delete(requestId);
    return { status: res.statusCode, text: res.payload, failure: { requestId, error } };
  }

  /** POSTs a raw JSON text to /api/v1/<endpoint>; the body parsed. */
  async post(endpoint: string, payload: string): Promise<LocalResponse> {
    const res = await this.postText(endpoint, payload);
    return { status: res.status, body: JSON.parse(res.text) as unknown };
  }

  /** GETs a path of the server (e.g. /openapi.json, /api/v1/places?q=…); the body parsed. */
  async get(url: string): Promise<LocalResponse> {
    const res = await this.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: JSON.parse(res.payload) as unknown };
  }

  /** The 200 body as JSON text, or null when the request needs the HTTP path. */
  private async direct(endpoint: string, payload: string): Promise<string | null> {
    const e = this.endpoints.get(endpoint);
    return e ? answerDirect(e, payload, this.app) : null;
  }

  async close(): Promise<void> {
    await this.app.close();
  }
}
