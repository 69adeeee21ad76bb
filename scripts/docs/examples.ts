/**
 * The response examples of /openapi.json (src/http/openapi-examples.json), taken from real answers:
 * every /api/v1 operation is called in process through the real server (gate, validation, handlers,
 * engine) with its request example, and once for each error status it documents, provoking it for
 * real: 401 (no keys), 402 (an account without a subscription), 413 (a 70 KB body), 415 (text/plain),
 * 422 (an empty body or query), 429 (an app limited to one call a minute, second call). 500 and 503
 * cannot be provoked without breaking the server; their examples are the bodies sendError writes for
 * them (src/http/errors.ts). Deterministic: the clock is fixed at FIXED_NOW (Date is mocked), the
 * requests carry fixed dates (as_of, from_date...), and the run's random App ID is written as
 * EXAMPLE_APP_ID. The staleness test
 * (test/http/openapi-examples.test.ts) regenerates and compares, ignoring MACHINE_FIELDS.
 */
import { mock } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../src/http/errors.js';
import {
  type OperationExamples as Examples,
  exampleFor,
  type OperationExample,
} from '../../src/http/openapi-document.js';
import { seedDeveloper } from '../../test/helpers/platform.js';
import { type DocsServer, fetchDocument, openDocsServer } from './server.js';

export const EXAMPLES_PATH = 'src/http/openapi-examples.json';
/** The instant the examples are computed at (muhurta's "now", the default as_of). */
export const FIXED_NOW = '2026-01-15T06:00:00.000Z';
/** meta fields that name the machine's tz data and Swiss Ephemeris build, not the answer. */
export const MACHINE_FIELDS = ['tz_version', 'tz_source', 'swisseph_version'];

/** Stands for the App ID the run issued (random each run) in the recorded answers. */
export const EXAMPLE_APP_ID = 'app_Ex4mpleAppId0001';

type Json = Record<string, unknown>;

export type { Examples };

const BIRTH = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 'Asia/Kolkata',
};
/** Requests chosen here where the schema's own example is missing or shows little. */
const REQUESTS: Record<string, { body?: unknown; query?: Record<string, string> }> = {
  'POST /api/v1/muhurta': {
    body: { birth: BIRTH, event_name: 'property', from_date: '2026-02-01', to_date: '2026-02-28' },
  },
  'POST /api/v1/horary': {
    body: {
      question: 'Will I get the new job I applied for?',
      horary_number: 74,
      judgment_date: '2026-01-15',
      judgment_time: '11:30',
      latitude: 28.6139,
      longitude: 77.209,
      timezone: 'Asia/Kolkata',
    },
  },
  'POST /api/v1/descriptive': {
    body: { mode: 'BIRTH', question: 'What will my spouse be like?', birth: { ...BIRTH } },
  },
  'GET /api/v1/financial/events': { query: { start_date: '2026-01-01', end_date: '2026-01-31' } },
  'GET /api/v1/places': { query: { q: 'Bomb', limit: '3' } },
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The request of an operation: REQUESTS, else composed from the schema's examples. */
function requestFor(key: string, op: Json, doc: Json): OperationExample['request'] {
  if (REQUESTS[key]) return REQUESTS[key];
  const out: NonNullable<OperationExample['request']> = {};
  const body = (op.requestBody as Json | undefined)?.content as Json | undefined;
  const json = body?.['application/json'] as Json | undefined;
  if (json) out.body = exampleFor(json.schema, doc);
  const params = (op.parameters ?? []) as Json[];
  const query: Record<string, string> = {};
  for (const p of params)
    if (p.in === 'query' && p.required && p.example !== undefined)
      query[String(p.name)] = String(p.example);
  if (Object.keys(query).length > 0) out.query = query;
  return out;
}

/** A query every GET refuses: bad values for the parameters our GET routes read. */
function badQuery(op: Json): Record<string, string> {
  const readsLang = ((op.parameters ?? []) as Json[]).some(
    (p) => p.in === 'query' && p.name === 'lang',
  );
  return { limit: '0', start_date: 'x', ...(readsLang ? { lang: 'xx' } : {}) };
}

function url(path: string, query?: Record<string, string>): string {
  const q = new URLSearchParams(query ?? {}).toString();
  return q ? `${path}?${q}` : path;
}

async function call(
  server: FastifyInstance,
  method: string,
  path: string,
  headers: Record<string, string>,
  request: OperationExample['request'],
  payload?: string,
) {
  const body = payload ?? (request?.body === undefined ? undefined : JSON.stringify(request.body));
  return server.inject({
    method: method.toUpperCase() as 'GET',
    url: url(path, request?.query),
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** Keys of a subscribed account's app; `expired`: its 30 days were bought 60 days before FIXED_NOW. */
async function credentials(docs: DocsServer, expired: boolean, perMinute?: number) {
  if (expired) mock.timers.setTime(Date.parse(FIXED_NOW) - 60 * 86_400_000);
  const { accountId } = await seedDeveloper(docs.platform);
  const issued = await docs.platform.apps.create(accountId, 'examples');
  mock.timers.setTime(Date.parse(FIXED_NOW));
  if (perMinute !== undefined)
    await docs.platform.apps.setLimits(issued.appId, { perMinute, perDay: 1000 });
  return { 'x-app-id': issued.appId, 'x-app-secret': issued.appSecret };
}

/** Calls every /api/v1 operation for real (clock fixed) and returns the examples, sorted by key. */
export async function generateExamples(): Promise<Examples> {
  mock.timers.enable({ apis: ['Date'], now: Date.parse(FIXED_NOW) });
  const docs = await openDocsServer();
  try {
    const doc = await fetchDocument(docs.server);
    const good = await credentials(docs, false, 100000);
    const unpaid = await credentials(docs, true);
    const out: Examples = {};
    const paths = doc.paths as Record<string, Json>;
    for (const path of Object.keys(paths).sort()) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const method of METHODS) {
        const op = paths[path]?.[method] as Json | undefined;
        if (!op) continue;
        const key = `${method.toUpperCase()} ${path}`;
        const request = requestFor(key, op, doc);
        const responses: Record<string, unknown> = {};
        for (const status of Object.keys(op.responses as Json).sort()) {
          let res: Awaited<ReturnType<typeof call>> | null = null;
          if (status === '200') res = await call(docs.server, method, path, good, request);
          else if (status === '401') res = await call(docs.server, method, path, {}, request);
          else if (status === '402') res = await call(docs.server, method, path, unpaid, request);
          else if (status === '413')
            res = await call(
              docs.server,
              method,
              path,
              good,
              request,
              JSON.stringify({ pad: 'x'.repeat(70_000) }),
            );
          else if (status === '415')
            res = await docs.server.inject({
              method: method.toUpperCase() as 'POST',
              url: path,
              headers: { ...good, 'content-type': 'text/plain' },
              payload: 'birth_date=1990-07-04',
            });
          else if (status === '422')
            res = await call(
              docs.server,
              method,
              path,
              good,
              method === 'get' ? { query: badQuery(op) } : { body: {} },
            );
          else if (status === '429') {
            const limited = await credentials(docs, false, 1);
            await call(docs.server, method, path, limited, request);
            res = await call(docs.server, method, path, limited, request);
          } else if (status === '500') responses[status] = errorBody('internal_error');
          else if (status === '503') responses[status] = errorBody('endpoint_disabled');
          // A GET without parameters documents 422 for a query it never reads: nothing to provoke.
          if (res && status === '422' && method === 'get' && res.statusCode === 200) continue;
          // A picture (the SVG routes' 200) is its own example: the document shows JSON ones only.
          if (res && !String(res.headers['content-type'] ?? '').startsWith('application/json'))
            continue;
          if (res) {
            if (String(res.statusCode) !== status)
              throw new Error(
                `${key}: provoking ${status} gave ${res.statusCode}: ${res.body.slice(0, 300)}`,
              );
            responses[status] = JSON.parse(res.body.replaceAll(good['x-app-id'], EXAMPLE_APP_ID));
          }
        }
        out[key] = {
          ...(request && Object.keys(request).length > 0 ? { request } : {}),
          responses,
        };
      }
    }
    return out;
  } finally {
    await docs.close();
    mock.timers.reset();
  }
}

/** The examples file's text (what is committed). */
export function examplesText(examples: Examples): string {
  return `${JSON.stringify(examples, null, 2)}\n`;
}

/** For comparison across machines: the examples without MACHINE_FIELDS. */
export function withoutMachineFields(text: string): unknown {
  return JSON.parse(text, (key, value) => (MACHINE_FIELDS.includes(key) ? undefined : value));
}
