/**
 * The finishing pass over the OpenAPI document @fastify/swagger builds from the route schemas. It
 * applies to every route found in the document, so endpoints added later get the same treatment:
 * - security only where it is required: /api/v1 operations take the App ID and secret; the other
 *   /api/ routes except /api/auth/* are the website's session-gated ones (Bearer session token);
 *   /healthz, /api/auth/* and the rest are public (an operation may declare its own);
 * - response headers: X-Request-Id everywhere; the X-RateLimit-* set on every response of an
 *   operation that is rate limited (every /api/v1 one, and any other that can answer 429);
 *   Retry-After on 429 and on /api/v1 503s;
 * - the statuses the server gives outside the route's own schema: 413 and 415 (and 422, for
 *   malformed JSON) on operations with a body, 500 everywhere;
 * - a request example a client can send as it is (composed from the schema's own examples, with the
 *   mutually exclusive `timezone` and `utc_offset_hours` never together);
 * - an operationId on every operation that does not declare one (operationIdFor: the method and the
 *   path, so a generated client's names are stable and new routes get one without an edit here);
 * - the examples of src/http/openapi-examples.json: request and response (one per status) taken from
 *   real answers by `npm run docs:generate` (scripts/docs/examples.ts), and code samples
 *   (`x-codeSamples`: curl, TypeScript, Python) sending the request example.
 */

import { ERRORS } from './errors.js';
import { codeSamples, DEFAULT_BASE_URL, type SampleRequest } from './openapi-code-samples.js';
import OPENAPI_EXAMPLES from './openapi-examples.json' with { type: 'json' };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One operation's examples, keyed `METHOD /path` in src/http/openapi-examples.json. */
export interface OperationExample {
  request?: SampleRequest;
  responses: Record<string, unknown>;
}
export type OperationExamples = Record<string, OperationExample>;

export const API_SECURITY = [{ AppId: [], AppSecret: [] }];
export const SESSION_SECURITY = [{ SessionToken: [] }];

/** Reusable response headers (components.headers). */
export const RESPONSE_HEADERS: Record<string, Json> = {
  'X-Request-Id': {
    description: 'Identifies the request in the server log; quote it when reporting a problem.',
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': {
    description:
      'Limit of the binding window: the one with fewer calls left (normally the minute).',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': {
    description: 'Calls left in the binding window.',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Reset': {
    description: 'Whole seconds until the binding window resets.',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Limit-Day': {
    description: 'Limit of the UTC-day window.',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining-Day': {
    description: 'Calls left in the UTC day.',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Reset-Day': {
    description: 'Whole seconds until the UTC day resets.',
    schema: { type: 'integer' },
  },
  'Retry-After': {
    description: 'Seconds to wait before retrying.',
    schema: { type: 'integer' },
  },
};
const RATE_LIMIT_HEADERS = Object.keys(RESPONSE_HEADERS).filter((h) => h.startsWith('X-RateLimit'));
const ref = (header: string) => ({ $ref: `#/components/headers/${header}` });

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const BODY_ERRORS: Record<string, Json> = {
  413: errorResponse(`\`payload_too_large\`: ${ERRORS.payload_too_large.detail}`),
  415: errorResponse(
    `\`unsupported_media_type\`: ${ERRORS.unsupported_media_type.detail} Every other content type gets this.`,
  ),
};
const VALIDATION_RESPONSE = {
  description:
    '`validation_failed`: read field_errors (malformed JSON, or nesting deeper than 32 levels, is field `body`).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationError' } } },
};
const INTERNAL_RESPONSE = errorResponse(`\`internal_error\`: ${ERRORS.internal_error.detail}`);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Fields of which a request example carries at most one (the first one met wins). */
const EXCLUSIVE_FIELDS: readonly (readonly string[])[] = [['timezone', 'utc_offset_hours']];

function resolve(schema: unknown, doc: Json): Json {
  let s = schema;
  for (let i = 0; i < 10 && isObject(s) && typeof s.$ref === 'string'; i++) {
    const path = s.$ref.replace(/^#\//, '').split('/');
    s = path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), doc);
  }
  return isObject(s) ? s : {};
}

/**
 * A value a client can send for `schema`: the schema's own example when it has one; for an object,
 * its required properties plus the optional ones that declare an example, keeping only the first of
 * mutually exclusive fields. Returns undefined when the schema offers nothing to send.
 */
export function exampleFor(schema: unknown, doc: Json): unknown {
  const s = resolve(schema, doc);
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const branches = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) return exampleFor(branches[0], doc);
  if (s.type === 'array') {
    const item = exampleFor(s.items, doc);
    return item === undefined ? undefined : [item];
  }
  if (s.type === 'object' || isObject(s.properties)) {
    const properties = isObject(s.properties) ? s.properties : {};
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const out: Json = {};
    for (const [name, property] of Object.entries(properties)) {
      const taken = EXCLUSIVE_FIELDS.some(
        (group) => group.includes(name) && group.some((f) => f in out),
      );
      if (taken) continue;
      const value = exampleFor(property, doc);
      if (value !== undefined && (required.has(name) || hasOwnExample(property, doc)))
        out[name] = value;
    }
    return out;
  }
  return undefined;
}

/** An optional property is put in an example only when it (or its object) declares examples. */
function hasOwnExample(schema: unknown, doc: Json): boolean {
  const s = resolve(schema, doc);
  if (Array.isArray(s.examples) || s.example !== undefined) return true;
  return false;
}

/**
 * The operationId of an operation without its own: the method then the path's segments in
 * PascalCase, `/api/v1` left out (the versioned API is the product; its prefix is in the path) and a
 * path parameter written `By<Name>`. POST /api/v1/birth-chart → postBirthChart, GET
 * /api/v1/muhurta/events → getMuhurtaEvents, POST /api/auth/sign-in → postApiAuthSignIn.
 */
export function operationIdFor(method: string, path: string): string {
  const rest = path.startsWith('/api/v1/') ? path.slice('/api/v1'.length) : path;
  const pascal = (word: string) =>
    word
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => w[0]?.toUpperCase() + w.slice(1))
      .join('');
  const segments = rest
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment) ?? /^:(.+)$/.exec(segment);
      return param ? `By${pascal(param[1] ?? '')}` : pascal(segment);
    });
  return method.toLowerCase() + segments.join('');
}

/** Puts an operation's recorded request and response examples in place. */
function applyExamples(op: Json, example: OperationExample | undefined): void {
  if (!example) return;
  const media = isObject(op.requestBody) ? (op.requestBody as Json).content : undefined;
  const json = isObject(media) ? media['application/json'] : undefined;
  if (isObject(json) && example.request?.body !== undefined) {
    // A body with named examples of its own keeps them; the recorded one comes first.
    if (isObject(json.examples)) {
      const recorded = {
        summary: 'The request the response examples answer',
        value: example.request.body,
      };
      json.examples = { recorded, ...json.examples };
    } else json.example = example.request.body;
  }
  const query = example.request?.query ?? {};
  for (const parameter of Array.isArray(op.parameters) ? op.parameters : [])
    if (isObject(parameter) && parameter.in === 'query' && String(parameter.name) in query)
      parameter.example = query[String(parameter.name)];
  const responses = isObject(op.responses) ? op.responses : {};
  for (const [status, body] of Object.entries(example.responses)) {
    const response = responses[status];
    const content = isObject(response) ? response.content : undefined;
    const target = isObject(content) ? content['application/json'] : undefined;
    if (isObject(target)) target.example = body;
  }
}

/** The request a code sample sends: the body example and the query parameters' examples. */
function sampleRequest(op: Json): SampleRequest {
  const media = isObject(op.requestBody) ? (op.requestBody as Json).content : undefined;
  const json = isObject(media) ? media['application/json'] : undefined;
  const query: Record<string, string> = {};
  for (const parameter of Array.isArray(op.parameters) ? op.parameters : [])
    if (isObject(parameter) && parameter.in === 'query' && parameter.example !== undefined)
      query[String(parameter.name)] = String(parameter.example);
  const named = isObject(json) && isObject(json.examples) ? Object.values(json.examples)[0] : null;
  const body = isObject(json) && json.example !== undefined ? json.example : (named as Json)?.value;
  return {
    ...(body !== undefined ? { body } : {}),
    ...(Object.keys(query).length > 0 ? { query } : {}),
  };
}

function addHeaders(response: Json, names: readonly string[]): void {
  const headers = isObject(response.headers) ? response.headers : {};
  for (const name of names) headers[name] ??= ref(name);
  response.headers = headers;
}

/**
 * `{ allOf: [{ $ref }], description }` (how docs.ts carries a field's description past
 * @fastify/swagger) back to `{ $ref, description }`, OpenAPI 3.1's form, everywhere in the document.
 */
function refDescriptions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(refDescriptions);
  if (!isObject(node)) return node;
  const keys = Object.keys(node);
  const only = Array.isArray(node.allOf) ? node.allOf : null;
  if (
    only?.length === 1 &&
    isObject(only[0]) &&
    typeof only[0].$ref === 'string' &&
    Object.keys(only[0]).length === 1 &&
    keys.every((k) => k === 'allOf' || k === 'description')
  )
    return { $ref: only[0].$ref, description: node.description };
  for (const k of keys) node[k] = refDescriptions(node[k]);
  return node;
}

/** Applies the finishing pass to the document in place and returns it. */
export function finishOpenApiDocument(
  doc: Json,
  examples: OperationExamples = OPENAPI_EXAMPLES as OperationExamples,
  baseUrl: string = DEFAULT_BASE_URL,
): Json {
  // The server's own BASE_URL (issue 36 §2), so "Try it out" and the samples call this server.
  doc.servers = [{ url: baseUrl.replace(/\/+$/, ''), description: 'This server (its BASE_URL).' }];
  delete doc.security;
  refDescriptions(doc);
  const components = isObject(doc.components) ? doc.components : {};
  doc.components = components;
  components.headers = {
    ...(isObject(components.headers) ? components.headers : {}),
    ...RESPONSE_HEADERS,
  };
  const paths = isObject(doc.paths) ? doc.paths : {};
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      op.operationId ??= operationIdFor(method, path);
      if (operationIds.has(op.operationId as string))
        throw new Error(`duplicate operationId ${String(op.operationId)} (${method} ${path})`);
      operationIds.add(op.operationId as string);
      const api = path.startsWith('/api/v1/');
      const session = !api && path.startsWith('/api/') && !path.startsWith('/api/auth/');
      if (op.security === undefined) {
        if (api) op.security = API_SECURITY;
        else if (session) op.security = SESSION_SECURITY;
      }
      const responses = isObject(op.responses) ? op.responses : {};
      op.responses = responses;
      const body = isObject(op.requestBody);
      if (body) {
        for (const [status, response] of Object.entries(BODY_ERRORS))
          responses[status] ??= structuredClone(response);
        responses['422'] ??= structuredClone(VALIDATION_RESPONSE);
        const media = (op.requestBody as Json).content;
        const json = isObject(media) ? media['application/json'] : undefined;
        if (isObject(json) && json.example === undefined && json.examples === undefined) {
          const example = exampleFor(json.schema, doc);
          if (example !== undefined) json.example = example;
        }
      }
      responses['500'] ??= structuredClone(INTERNAL_RESPONSE);
      applyExamples(op, examples[`${method.toUpperCase()} ${path}`]);
      op['x-codeSamples'] ??= codeSamples(method, path, op, sampleRequest(op), baseUrl);
      const limited = api || '429' in responses;
      for (const [status, response] of Object.entries(responses)) {
        if (!isObject(response)) continue;
        addHeaders(response, ['X-Request-Id']);
        if (limited) addHeaders(response, RATE_LIMIT_HEADERS);
        if (status === '429' || (api && status === '503')) addHeaders(response, ['Retry-After']);
      }
    }
  }
  return doc;
}
