/**
 * buildServer(): the Fastify application. It never listens (main.ts and tests do).
 * HTTP only: routes validate, call a use case in src/app, and map results and errors.
 */
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from 'fastify';
import type { ComputeDeps } from '../app/deps.js';
import { installBodyParsers } from './body.js';
import { answerClientError } from './client-errors.js';
import { registerCompression } from './compression.js';
import { registerDocs } from './docs.js';
import { installErrorHandlers, sendUnmatched } from './errors.js';
import { jsonBytes } from './json-bytes.js';
import type { MetricsOptions } from './metrics.js';
import type { PlatformHttp } from './platform-port.js';
import { collectRoutes } from './route-table.js';
import { registerHealth } from './routes/health.js';
import { registerLanding } from './routes/landing.js';
import { registerMcp } from './routes/mcp.js';
import { registerSource } from './routes/source.js';
import { registerV1 } from './routes/v1/index.js';
import { SHARED_SCHEMAS } from './schemas/shared.js';
import { setSecurityHeaders } from './security-headers.js';
import { AJV_OPTIONS, precompiledValidators, type ValidatorFactory } from './validators.js';

export interface ServerOptions {
  compute: ComputeDeps;
  platform: PlatformHttp;
  /** pino options, a pino instance, or false for no logging. */
  logger?: FastifyServerOptions['logger'] | FastifyServerOptions['loggerInstance'];
  trustProxy?: boolean | number | string;
  /** BASE_URL: the server /openapi.json names and its code samples call (default localhost:8080). */
  baseUrl?: string;
  /** SOURCE_URL; null serves the running tree as a tarball at /source. */
  sourceUrl?: string | null;
  /**
   * 'json' (default): responses are serialized with plain JSON.stringify (as UTF-8 bytes,
   * src/http/json-bytes.ts), byte-identical to the schema serializer and several times cheaper on the
   * birth chart (issue 11 §1). 'schema' keeps Fastify's compiled serializer; tests and the benchmark
   * compare the two.
   */
  responseSerializer?: 'json' | 'schema';
  /** gzip/brotli for clients that accept them (default on; src/http/compression.ts). */
  compression?: boolean;
  /** Prometheus metrics (src/http/metrics.ts); serve.ts passes them, tests and the CLI need not. */
  metrics?: MetricsOptions;
  /**
   * Sees every route as it is registered, with `this` the (encapsulated) instance it belongs to (the
   * CLI's batch derives its endpoint table and the routes' validators from it).
   */
  onRoute?: (this: FastifyInstance, route: RouteOptions) => void;
  /** Request validators (default: the build's precompiled ones, else Ajv; src/http/validators.ts). */
  validators?: ValidatorFactory;
}

/** Request fields and headers that must never reach a log line (style-and-ecosystem §10). */
export const LOG_REDACT_PATHS = [
  'req.headers["x-app-secret"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** The path of a request URL, without the query string. */
function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const loggerOption =
    logger && typeof logger === 'object' && 'child' in logger
      ? { loggerInstance: logger as NonNullable<FastifyServerOptions['loggerInstance']> }
      : { logger: logger as FastifyServerOptions['logger'] };
  const serverOptions: FastifyServerOptions = {
    ...loggerOption,
    // Fastify's own per-request lines are replaced by the single onResponse line below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 64 * 1024,
    // While closing, requests already accepted are answered, not refused (src/process/drain.ts).
    return503OnClosing: false,
    // What Node's parser refuses (headers over 16 KB, a timeout): with Connection: close, no body
    // on a HEAD (src/http/client-errors.ts).
    clientErrorHandler: answerClientError,
    // Fastify accepts a hop count at run time; its types list only string | boolean.
    trustProxy: (options.trustProxy ?? false) as boolean | string,
    // Fastify's types give a validator compiler Ajv's compile signature; it is called with the route
    // part ({ schema, method, url, httpPart }), which is what ValidatorFactory declares. Naming the
    // JSON serializer here (not with setSerializerCompiler) keeps Fastify from loading its schema
    // serializer, fast-json-stringify, and the Ajv that one loads (about 25 ms of a start). Fastify
    // sends a serializer's Buffer as it is (lib/reply.js onSendEnd); its types say string.
    schemaController: {
      compilersFactory: {
        buildValidator: (options.validators ?? precompiledValidators()) as never,
        ...(options.responseSerializer === 'schema'
          ? {}
          : { buildSerializer: () => () => jsonBytes as unknown as (data: unknown) => string }),
      },
    },
    ajv: { customOptions: AJV_OPTIONS },
  };
  const app: FastifyInstance = Fastify(serverOptions);
  const routes = collectRoutes(app);
  // Before any other route: the docs record every route definition as it is registered (docs.ts).
  registerDocs(
    app,
    SHARED_SCHEMAS,
    options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl },
  );
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installBodyParsers(app);
  // The TypeBox response schemas still drive the OpenAPI document and the response tests; responses
  // are serialized by the schemaController's serializer above.

  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    // nosniff, no framing, a policy that loads nothing; a page sets its own (security-headers.ts).
    setSecurityHeaders(reply.raw);
    // A request that matches no route is answered here, before its body is read: 405 with Allow
    // when the path exists under other methods, else 404 (never a 413 for a path that is not there).
    if (request.is404) return sendUnmatched(reply, routes.allowedMethods(pathOf(request.url)));
  });
  // One line per request: method, route, status, duration, app id, request id; never a body. A 5xx
  // is logged at error level (a 503 at warn), so it shows at the production LOG_LEVEL too (issue 20).
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const level = status === 503 ? 'warn' : status >= 500 ? 'error' : 'info';
    request.log[level](
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status,
        duration_ms: Math.round(reply.elapsedTime * 100) / 100,
        app_id: request.appId,
      },
      'request',
    );
  });
  // A client that leaves before its answer gets no status line above: this one says so, once, at
  // debug (a client that goes away is not the server's concern; issue 37 §3).
  app.addHook('onRequestAbort', async (request) => {
    request.log.debug(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        app_id: request.appId,
      },
      'request aborted by the client',
    );
  });

  if (options.compression !== false) await registerCompression(app);
  // Loaded only when asked for (src/process/serve.ts): prom-client is a start-up cost for every worker.
  if (options.metrics) (await import('./metrics.js')).installMetrics(app, options.metrics);
  installErrorHandlers(app, (path) => routes.allowedMethods(path));
  registerLanding(app, { sourceUrl: options.sourceUrl ?? '/source' });
  registerHealth(app, options.compute);
  registerSource(app, {
    sourceUrl: options.sourceUrl ?? null,
    root: new URL('../../', import.meta.url).pathname,
  });
  await options.platform.registerRoutes(app);
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', options.platform.apiGate);
      await options.platform.registerV1Routes(v1);
      registerV1(v1, options.compute);
    },
    { prefix: '/api/v1' },
  );
  // The version is read per request: the validators' build registers routes with no compute deps.
  registerMcp(app, () => options.compute.engineVersion, options.platform.mcpGate);
  return app;
}
