/**
 * OpenAPI 3.1 at /openapi.json (built from the route schemas) and a docs page at /docs that works
 * offline (swagger-ui serves its own assets). The API description below is the reference prose.
 * Swagger UI does not show `x-codeSamples`, so the page reads its own copy of the document
 * (/docs/json) in which each operation's samples are also in its description as Markdown, derived
 * from x-codeSamples (openapi-code-samples.ts); /openapi.json itself is unchanged (issue 23 §4).
 * Swagger UI stays (not Redoc or Scalar, which show x-codeSamples): it is what "Try it out" runs on,
 * it is already served from node_modules, and the Markdown needs no client code of ours.
 *
 * Built on the first request for either, not at start (issue 11 §6): @fastify/swagger, swagger-ui
 * and their dependencies cost every starting worker 30-55 ms (measured), for pages a service in
 * production rarely serves. The server records each route's definition as it is registered
 * (method, URL and schema, an onRoute hook); the first docs request builds a small Fastify instance
 * with the two plugins, registers the same definitions there (handlers that are never called, no
 * validators compiled) and is then forwarded to it in process, as every later one is. The document
 * is the one @fastify/swagger builds from the server's routes, as before; the test suite checks it
 * (test/http/openapi.test.ts) and every response against it.
 */
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { sendError } from './errors.js';
import { pagePolicy } from './security-headers.js';

/** The top-bar wordmark of /docs (in place of swagger-ui's stock logo). */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><text x="0" y="29" font-family="system-ui, sans-serif" font-size="28" font-weight="600" fill="#ffffff">sublord</text></svg>`;

/** What the document needs of a route. */
type RouteDefinition = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

/** Paths the docs themselves answer: never part of the document (and swagger-ui's own there). */
const DOCS_PATHS = new Set(['/openapi.json', '/docs', '/docs/*']);

/**
 * The docs page's Content-Security-Policy: swagger-ui's own scripts, styles and images from this
 * server (its stylesheet draws icons from data: URLs), "Try it out" calling this server, nothing
 * else; the validator badge, which would load an image from validator.swagger.io, is off. One inline
 * style is allowed by its hash: the `<style>` of the small SVG logo that swagger-ui's standalone
 * preset draws (`.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}`); a
 * swagger-ui that draws another fails test/e2e/docs-code-samples.test.ts with the new hash.
 */
export const DOCS_CSP = pagePolicy({
  'script-src': ["'self'"],
  'style-src': ["'self'", "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
});

/** Response headers of the docs instance not copied onto the server's reply (the server sets its own). */
const HOP_HEADERS = new Set(['content-length', 'connection', 'date', 'transfer-encoding']);

/** Where the document and its samples say the server is (BASE_URL; issue 36 §2). */
export interface DocsOptions {
  baseUrl?: string;
}

/**
 * The viewport tag swagger-ui's page lacks: without it a phone lays the page out 980 px wide and
 * shrinks it (issue 36 §2); with it, docs-theme.ts's narrow-screen rules apply at the phone's width.
 */
const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/**
 * Registers /openapi.json, /docs and /docs/*; call before any other route so every one is recorded.
 * `sharedSchemas` are the server's addSchema schemas (the document's components).
 */
export function registerDocs(
  app: FastifyInstance,
  sharedSchemas: readonly object[],
  options: DocsOptions = {},
): void {
  const routes: RouteDefinition[] = [];
  app.addHook('onRoute', (route) => {
    if (DOCS_PATHS.has(route.url)) return;
    // HEAD routes are the GET routes' automatic twins; the docs instance makes its own.
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (methods.length > 0) routes.push({ method: methods, url: route.url, schema: route.schema });
  });

  let docs: Promise<FastifyInstance> | null = null;
  const docsInstance = () => {
    docs ??= buildDocsInstance(routes, sharedSchemas, options).catch((error: unknown) => {
      docs = null; // a failed build is retried by the next request
      throw error;
    });
    return docs;
  };

  app.get('/openapi.json', { schema: { hide: true } }, async () =>
    (await docsInstance()).swagger(),
  );
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const res = await (await docsInstance()).inject({ method: 'GET', url: request.url });
    // A path swagger-ui does not have gets the server's own 404 (the JSON error shape).
    if (res.statusCode === 404) return sendError(reply, 'not_found');
    // A failure there is the server's 500, in its own shape, never the docs instance's message.
    if (res.statusCode >= 500) throw new Error(`docs instance answered ${res.statusCode}`);
    reply.code(res.statusCode);
    for (const [name, value] of Object.entries(res.headers))
      if (!HOP_HEADERS.has(name) && value !== undefined) reply.header(name, value);
    reply.header('Content-Security-Policy', DOCS_CSP);
    if (String(res.headers['content-type'] ?? '').startsWith('text/html'))
      return reply.send(res.payload.replace('<head>', `<head>\n${VIEWPORT}`));
    return res.rawPayload.length > 0 ? reply.send(res.rawPayload) : reply.send();
  };
  app.get('/docs', { schema: { hide: true } }, forward);
  app.get('/docs/*', { schema: { hide: true } }, forward);
}

/**
 * A schema in which every `$ref` that carries a description of its own (a field's: `Type.Ref('Meta',
 * { description })`) is wrapped as `{ allOf: [{ $ref }], description }`: @fastify/swagger drops
 * whatever stands beside a `$ref` (OpenAPI 3.0's rule), and OpenAPI 3.1 allows it, so
 * finishOpenApiDocument puts the description back beside the `$ref` (issue 36 §2: every field
 * described). The server's own schemas are untouched: this copy only feeds the docs instance.
 */
function keepRefDescriptions<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(keepRefDescriptions) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string' && typeof s.description === 'string')
    return { allOf: [{ $ref: s.$ref }], description: s.description } as T;
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, keepRefDescriptions(v)])) as T;
}

/** A Fastify instance holding only the docs plugins and the server's route definitions. */
async function buildDocsInstance(
  routes: readonly RouteDefinition[],
  sharedSchemas: readonly object[],
  options: DocsOptions,
): Promise<FastifyInstance> {
  // The document's own modules too: its recorded examples (openapi-examples.json, 0.5 MB) were
  // parsed by every starting worker and kept in its memory (issue 22).
  const [
    { default: swagger },
    { default: swaggerUi },
    { finishOpenApiDocument },
    { API_DESCRIPTION },
    { withCodeSamplesInDescriptions },
    { DOCS_THEME_CSS },
  ] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
    import('./openapi-document.js'),
    import('./docs-text.js'),
    import('./openapi-code-samples.js'),
    import('./docs-theme.js'),
  ]);
  const docs = Fastify({ logger: false });
  // The definitions are read, never run: no request validators or response serializers compiled.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  for (const schema of sharedSchemas) docs.addSchema(keepRefDescriptions(schema));
  await docs.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'sublord API', version: '1', description: API_DESCRIPTION },
      components: {
        securitySchemes: {
          AppId: { type: 'apiKey', in: 'header', name: 'X-App-Id' },
          AppSecret: { type: 'apiKey', in: 'header', name: 'X-App-Secret' },
          SessionToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'Website session token from POST /api/auth/sign-in.',
          },
        },
      },
    },
    // Security per operation (only /api/v1), headers, 413/415/500 and sendable examples.
    transformObject: (document) =>
      finishOpenApiDocument(
        ('openapiObject' in document ? document.openapiObject : {}) as Record<string, unknown>,
        undefined,
        options.baseUrl,
      ),
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  // The page's own copy of the document (/docs/json): each operation's x-codeSamples also in its
  // description, which Swagger UI renders as Markdown (it does not show x-codeSamples). Made once.
  let page: Record<string, unknown> | null = null;
  await docs.register(swaggerUi, {
    routePrefix: '/docs',
    transformSpecificationClone: false,
    transformSpecification: (document) =>
      (page ??= withCodeSamplesInDescriptions(document as Record<string, unknown>)),
    uiConfig: { deepLinking: false, validatorUrl: null },
    logo: { type: 'image/svg+xml', content: Buffer.from(LOGO_SVG), href: '/', target: '_self' },
    theme: {
      title: 'sublord API',
      css: [{ filename: 'narrow.css', content: DOCS_THEME_CSS }],
    },
  });
  const unused = async () => {
    throw new Error('a docs-only route definition was called');
  };
  for (const route of routes)
    docs.route({
      ...route,
      schema: keepRefDescriptions(route.schema),
      handler: unused,
    } as RouteOptions);
  await docs.ready();
  return docs;
}
