/**
 * The MCP server over the API (issue 24 §4), for both transports: `bin/sublord mcp` on stdio (the API
 * in process, src/cli/mcp.ts) and Streamable HTTP at /mcp (src/http/routes/mcp.ts). A tool call is
 * one call of its /api/v1 endpoint through `caller`, so validation, errors and (over HTTP) the
 * credential check and quota are the endpoint's own. Tool input schemas are the endpoints' request
 * schemas from the OpenAPI document, with `$ref`s inlined (MCP clients read plain JSON Schema).
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { TOOLS, type ToolSpec } from './tools.js';

/** One API call a tool makes. */
export interface ApiCall {
  method: 'GET' | 'POST';
  path: string;
  /** POST: the JSON body. GET: the query parameters. */
  input: Record<string, unknown>;
}

/** Answers an API call as the API would: its status and parsed body. */
export type ApiCaller = (call: ApiCall) => Promise<{ status: number; body: unknown }>;

type Json = Record<string, unknown>;
interface OpenApiDocument {
  paths: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, unknown> };
}

/** `schema` with every `#/components/schemas/X` reference replaced by X itself. */
function inlineRefs(schema: unknown, components: Record<string, unknown>, depth = 0): unknown {
  if (depth > 32) throw new Error('OpenAPI schema nests deeper than 32 levels');
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(s, components, depth + 1));
  if (schema === null || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as Json;
  if (typeof $ref === 'string') {
    const name = $ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (target === undefined) throw new Error(`unresolved OpenAPI reference ${$ref}`);
    return inlineRefs({ ...(target as Json), ...rest }, components, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, inlineRefs(v, components, depth + 1)]),
  );
}

/** The tool's input schema: the POST body schema, or the GET query parameters as one object. */
export function inputSchemaOf(spec: ToolSpec, document: OpenApiDocument): Tool['inputSchema'] {
  const operation = document.paths[spec.path]?.[spec.method.toLowerCase()];
  if (!operation) throw new Error(`${spec.method} ${spec.path} is not in the OpenAPI document`);
  const components = document.components?.schemas ?? {};
  if (spec.method === 'POST') {
    const body = (operation.requestBody as Json | undefined)?.content as Json | undefined;
    const schema = (body?.['application/json'] as Json | undefined)?.schema;
    return inlineRefs(schema, components) as Tool['inputSchema'];
  }
  const parameters = ((operation.parameters as Json[] | undefined) ?? []).filter(
    (p) => p.in === 'query',
  );
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((p) => [
        p.name as string,
        inlineRefs({ ...(p.schema as Json), description: p.description }, components) as object,
      ]),
    ),
    required: parameters.filter((p) => p.required).map((p) => p.name as string),
    additionalProperties: false,
  };
}

/** Builds an MCP server whose tools call the API through `caller`. */
export function createMcpServer(
  caller: ApiCaller,
  document: OpenApiDocument,
  version: string,
  tools: readonly ToolSpec[] = TOOLS,
): Server {
  const listed: Tool[] = tools.map((spec) => ({
    name: spec.name,
    title: spec.title,
    description: spec.description,
    inputSchema: inputSchemaOf(spec, document),
  }));
  const byName = new Map(tools.map((t) => [t.name, t]));
  const server = new Server(
    { name: 'sublord', title: 'sublord KP and Vedic astrology', version },
    {
      capabilities: { tools: {} },
      instructions:
        'Astrology calculations by the sublord API: planetary positions from Swiss Ephemeris, KP judgments and Vedic tables. Quote the figures and verdicts these tools return; never estimate a planetary position.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const spec = byName.get(request.params.name);
    if (!spec) {
      return {
        isError: true,
        content: [{ type: 'text', text: `Unknown tool ${request.params.name}.` }],
      };
    }
    const answer = await caller({
      method: spec.method,
      path: spec.path,
      input: (request.params.arguments ?? {}) as Record<string, unknown>,
    });
    if (answer.status !== 200) {
      // The API's own refusal (422 with every failing field, 401, 402, 429, 503), said as it is.
      return {
        isError: true,
        content: [
          {
            type: 'text',
            text: JSON.stringify({ status: answer.status, ...(answer.body as Json) }),
          },
        ],
      };
    }
    return {
      content: [{ type: 'text', text: JSON.stringify(spec.compact(answer.body as Json)) }],
    };
  });
  return server;
}
