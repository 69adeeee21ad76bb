/**
 * POST /mcp: the MCP server over Streamable HTTP (issue 24 §4), stateless (a server and transport
 * per request, JSON answers rather than an event stream), for assistants that reach sublord over
 * the network. Every request shows the app's credentials (X-App-Id, X-App-Secret), checked by the
 * platform's MCP gate before the body is read (the /api/v1 gate's 401 and 402, the same bodies and
 * timing). Each request is then counted once in the app's quota and usage (issue 37 §8): a tool
 * call is one call of its /api/v1 endpoint with the same credentials, counted and refused like a
 * direct call (429, 503 kill switch, 422); any other request (initialize, tools/list, a
 * notification, a call of an unknown tool) is counted as one call here, so it is bounded by the
 * app's limits like any other (429 with Retry-After).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ApiCaller } from '../../mcp/server.js';
import { TOOLS } from '../../mcp/tools.js';
import { sendError } from '../errors.js';
import type { PlatformHttp } from '../platform-port.js';
import { errorRef, errorResponses } from '../schemas/responses.js';

/**
 * The MCP SDK (with zod, its own Ajv and Hono's HTTP adapter), loaded by the first /mcp request, not
 * at start: it took 0.2-0.3 s of every worker's start and about 15 MB of its memory (measured, issue
 * 22), for an endpoint few deployments are called on. The first /mcp request of a worker pays it.
 */
type Sdk = [
  typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  typeof import('../../mcp/server.js'),
];
type OpenApiDocument = Parameters<Sdk[1]['createMcpServer']>[1];
let sdk: Promise<Sdk> | null = null;
const loadSdk = () => {
  sdk ??= Promise.all([
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('../../mcp/server.js'),
  ]);
  return sdk;
};

/** The headers a tool call carries on to the API: the app's credentials only. */
function credentials(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['x-app-id', 'x-app-secret']) {
    const value = request.headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

const JsonRpc = Type.Object(
  {},
  { additionalProperties: true, description: 'A JSON-RPC 2.0 message.' },
);

function methodNotAllowed(_request: FastifyRequest, reply: FastifyReply) {
  // Stateless: no event stream to resume (GET) and no session to end (DELETE).
  reply.header('Allow', 'POST');
  return sendError(
    reply,
    'method_not_allowed',
    null,
    'This MCP endpoint is stateless: send JSON-RPC requests with POST.',
  );
}

const TOOL_NAMES: ReadonlySet<string> = new Set(TOOLS.map((t) => t.name));

/** Whether a JSON-RPC message calls a tool, which its endpoint's call then counts. */
function callsTool(message: unknown): boolean {
  const m = message as { method?: unknown; params?: { name?: unknown } } | null;
  return m?.method === 'tools/call' && TOOL_NAMES.has(String(m.params?.name));
}

export function registerMcp(
  app: FastifyInstance,
  version: () => string,
  gate: PlatformHttp['mcpGate'],
): void {
  let document: Promise<OpenApiDocument> | null = null;
  const openApi = () => {
    document ??= app
      .inject({ method: 'GET', url: '/openapi.json' })
      .then((res) => JSON.parse(res.payload) as OpenApiDocument);
    return document;
  };

  app.post(
    '/mcp',
    {
      onRequest: gate.admit,
      schema: {
        tags: ['mcp'],
        summary: 'Model Context Protocol (Streamable HTTP) for AI assistants',
        description:
          'The API as MCP tools (birth_chart, horary, tsp, classify_question, panchang, compatibility, muhurta, place_search): `initialize`, `tools/list` and `tools/call` as JSON-RPC over POST, answered as `application/json` (the client must accept `application/json, text/event-stream`). Authenticated with X-App-Id and X-App-Secret like /api/v1, before the body is read; each `tools/call` is one counted call of its endpoint, and any other request counts as one call. See docs/mcp.md.',
        body: JsonRpc,
        response: {
          200: JsonRpc,
          202: Type.Null({ description: 'A notification or response was accepted (no body).' }),
          400: JsonRpc,
          401: errorResponses[401],
          402: errorResponses[402],
          406: JsonRpc,
          415: JsonRpc,
          429: errorRef(
            ['rate_limited', 'quota_exceeded'],
            'A request other than a tool call counts as one call. Retry after Retry-After seconds.',
          ),
        },
      },
    },
    async (request, reply) => {
      // A tool call is counted by its endpoint; anything else is this request's one call.
      if (!callsTool(request.body) && !(await gate.charge(request, reply))) return reply;
      const creds = credentials(request);
      const caller: ApiCaller = async ({ method, path, input }) => {
        const query = new URLSearchParams(
          Object.entries(input).map(([k, v]) => [k, String(v)] as [string, string]),
        );
        const res = await app.inject(
          method === 'POST'
            ? {
                method,
                url: path,
                headers: { ...creds, 'content-type': 'application/json' },
                payload: JSON.stringify(input),
              }
            : { method, url: `${path}?${query}`, headers: creds },
        );
        return { status: res.statusCode, body: JSON.parse(res.payload) as unknown };
      };
      const [{ StreamableHTTPServerTransport }, { createMcpServer }] = await loadSdk();
      const server = createMcpServer(caller, await openApi(), version());
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      // The transport writes to the socket itself; the headers set so far (request id, no-store,
      // rate limits) still go out with its answer.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      reply.raw.once('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );
  app.get('/mcp', { schema: { hide: true } }, methodNotAllowed);
  app.delete('/mcp', { schema: { hide: true } }, methodNotAllowed);
}
