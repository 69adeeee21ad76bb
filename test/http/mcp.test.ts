/**
 * The MCP server (issue 24 §4) driven by the SDK's own client over both transports:
 * - stdio: `bin/sublord mcp` as a child process (the API in process);
 * - Streamable HTTP: POST /mcp on a real server with a real platform (SQLite), authenticated with the
 *   app's credentials.
 * Authority: the API itself. Each tool's answer must equal its endpoint's 200 body for the same input
 * cut down by the tool's own `compact` (src/mcp/tools.ts), with no geometry or tables left; a refused
 * input comes back as the endpoint's 422 with its field errors. Over HTTP, wrong credentials get the
 * API's 401 before the body is read, each tools/call counts exactly one call in the app's quota and
 * in its usage (issue 37 §8: before, two in usage and one in quota), and every other request
 * (initialize, tools/list, a notification) counts as one call, so it is bounded by the app's limits
 * like any other (before: never counted, 955 tools/list a second from one app).
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { createPlatformHttp } from '../../src/http/platform/index.js';
import { buildServer } from '../../src/http/server.js';
import { TOOLS } from '../../src/mcp/tools.js';
import type { Platform } from '../../src/platform/platform.js';
import { testCompute } from '../helpers/compute.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';

const BIN = new URL('../../bin/sublord', import.meta.url).pathname;
const BIRTH = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
  place: 'New Delhi',
};
const MOMENT = {
  judgment_date: '2025-01-01',
  judgment_time: '17:30',
  latitude: 28.6139,
  longitude: 77.209,
};
/** One input per tool, each answered with a 200. */
const INPUTS: Record<string, Record<string, unknown>> = {
  birth_chart: { ...BIRTH, as_of: '2026-11-26' },
  horary: { question: 'Will I get the new job I applied for?', horary_number: 74, ...MOMENT },
  tsp: { tsp_number: 1000, query: 'Will the parcel arrive this week?', ...MOMENT },
  classify_question: { question: 'Will I get married this year?' },
  panchang: { date: '2026-11-26', latitude: 28.6139, longitude: 77.209 },
  compatibility: { boy: BIRTH, girl: { ...BIRTH, birth_date: '1992-03-05', birth_time: '06:40' } },
  muhurta: { birth: BIRTH, event_name: 'vehicle', max_windows: 3 },
  place_search: { q: 'Bombay', limit: '3' },
};
const HEAVY_KEYS =
  /"(chart_layout|south_indian|north_indian|wheel|house_significators_abcd|planetary_aspects)"/;

/** What a tool must answer: its endpoint's body through the tool's compact. */
function expectedText(tool: string, body: unknown): string {
  const spec = TOOLS.find((t) => t.name === tool);
  assert.ok(spec, tool);
  return JSON.stringify(spec.compact(body as Record<string, unknown>));
}

function textOf(result: unknown): string {
  const content = (result as { content: Array<{ type: string; text: string }> }).content;
  assert.equal(content[0]?.type, 'text');
  return content[0]?.text ?? '';
}

it('every tool has an input for this test', () => {
  assert.deepEqual(Object.keys(INPUTS).sort(), TOOLS.map((t) => t.name).sort());
});

describe('MCP over stdio: bin/sublord mcp', () => {
  const client = new Client({ name: 'sublord-test', version: '1.0.0' });
  before(async () => {
    await client.connect(
      new StdioClientTransport({
        command: BIN,
        args: ['mcp'],
        env: { ...(process.env as Record<string, string>), LOG_LEVEL: 'silent' },
        stderr: 'pipe',
      }),
    );
  });
  after(async () => {
    await client.close();
  });

  it('lists every tool with its endpoint’s request schema', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((t) => t.name),
      TOOLS.map((t) => t.name),
    );
    const chart = tools.find((t) => t.name === 'birth_chart');
    assert.deepEqual([...(chart?.inputSchema.required ?? [])].sort(), [
      'birth_date',
      'birth_time',
      'latitude',
      'longitude',
    ]);
    const compat = tools.find((t) => t.name === 'compatibility');
    assert.ok(compat, 'compatibility tool');
    const boy = (compat.inputSchema.properties as Record<string, { properties?: object }>).boy;
    assert.ok(boy?.properties && 'birth_date' in boy.properties, 'the Birth $ref is inlined');
  });

  it('answers each tool as its endpoint does, compacted (the in-process API is the authority)', async () => {
    const { LocalApi } = await import('../../src/cli/local-api.js');
    const api = await LocalApi.open();
    try {
      for (const spec of TOOLS) {
        const input = INPUTS[spec.name] as Record<string, unknown>;
        const result = await client.callTool({ name: spec.name, arguments: input });
        assert.ok(!result.isError, `${spec.name}: ${textOf(result)}`);
        const direct =
          spec.method === 'POST'
            ? await api.post(spec.path.replace('/api/v1/', ''), JSON.stringify(input))
            : await api.get(`${spec.path}?${new URLSearchParams(input as Record<string, string>)}`);
        assert.equal(direct.status, 200, spec.name);
        const text = textOf(result);
        assert.equal(text, expectedText(spec.name, direct.body), spec.name);
        assert.doesNotMatch(text, HEAVY_KEYS, `${spec.name} leaves the geometry and tables out`);
      }
    } finally {
      await api.close();
    }
  });

  it('a refused input comes back as the endpoint’s 422 with every failing field', async () => {
    const result = await client.callTool({
      name: 'birth_chart',
      arguments: { ...BIRTH, birth_date: '1990-02-30', latitude: 95 },
    });
    assert.equal(result.isError, true);
    const body = JSON.parse(textOf(result));
    assert.equal(body.status, 422);
    assert.deepEqual(body.field_errors.map((e: { field: string }) => e.field).sort(), [
      'birth_date',
      'latitude',
    ]);
  });
});

describe('MCP over Streamable HTTP: POST /mcp with the app’s credentials', () => {
  let storage: TestStorage;
  let platform: Platform;
  let server: FastifyInstance;
  let url: URL;
  let creds: { 'x-app-id': string; 'x-app-secret': string };
  let accountId: string;

  before(async () => {
    storage = await freshStorage('sqlite');
    platform = await openTestPlatform(storage);
    const compute = testCompute();
    server = await buildServer({
      compute,
      platform: createPlatformHttp(platform, platform.config, { compute }),
    });
    await server.listen({ host: '127.0.0.1', port: 0 });
    url = new URL(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}/mcp`);
    const dev = await seedDeveloper(platform);
    accountId = dev.accountId;
    const issued = await platform.apps.create(accountId, 'assistant');
    await platform.apps.setLimits(issued.appId, { perMinute: 500, perDay: 5000 });
    creds = { 'x-app-id': issued.appId, 'x-app-secret': issued.appSecret };
  });
  after(async () => {
    await server?.close();
    await platform?.close();
    storage?.remove();
  });

  const connect = async (headers: Record<string, string>) => {
    const client = new Client({ name: 'sublord-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
    return client;
  };
  /** Calls counted against the app's daily quota so far. */
  const calls = async () => {
    const report = await platform.quota.peek(creds['x-app-id'], accountId, {
      perMinute: 500,
      perDay: 5000,
    });
    return report.day.limit - report.day.remaining;
  };
  /** Calls in the app's usage (`sublord usage`, the portal): its call count. */
  const used = async () => {
    const apps = await platform.apps.list(accountId);
    return apps.find((a) => a.id === creds['x-app-id'])?.callCount ?? -1;
  };
  /** Both counts at once: [quota, usage]. */
  const counts = async (): Promise<[number, number]> => [await calls(), await used()];
  /** One raw JSON-RPC POST to /mcp. */
  const post = (body: string, headers: Record<string, string> = creds) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body,
    });

  it('wrong credentials get the API’s 401 (the same body as /api/v1)', async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'x-app-id': creds['x-app-id'],
        'x-app-secret': `${creds['x-app-secret']}x`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(res.status, 401);
    const direct = await fetch(new URL('/api/v1/ping', url), {
      headers: { 'x-app-id': 'app_unknown', 'x-app-secret': 'nope' },
    });
    assert.deepEqual(await res.json(), await direct.json());
    await assert.rejects(connect({ 'x-app-id': 'app_unknown', 'x-app-secret': 'nope' }));
  });

  it('lists the tools and answers each as the API does; each tools/call is one call in quota and usage', async () => {
    const [quota0, usage0] = await counts();
    const client = await connect(creds);
    try {
      // initialize and its notifications/initialized: one request each, counted like any other.
      assert.deepEqual(
        await counts(),
        [quota0 + 2, usage0 + 2],
        'initialize: one POST, one call each',
      );
      const { tools } = await client.listTools();
      assert.deepEqual(
        tools.map((t) => t.name),
        TOOLS.map((t) => t.name),
      );
      assert.deepEqual(await counts(), [quota0 + 3, usage0 + 3], 'tools/list: one call in both');
      for (const spec of TOOLS) {
        const input = INPUTS[spec.name] as Record<string, unknown>;
        const [quota, usage] = await counts();
        const result = await client.callTool({ name: spec.name, arguments: input });
        assert.ok(!result.isError, `${spec.name}: ${textOf(result)}`);
        assert.deepEqual(await counts(), [quota + 1, usage + 1], `${spec.name}: once in both`);
        const direct =
          spec.method === 'POST'
            ? await fetch(new URL(spec.path, url), {
                method: 'POST',
                headers: { ...creds, 'content-type': 'application/json' },
                body: JSON.stringify(input),
              })
            : await fetch(
                new URL(
                  `${spec.path}?${new URLSearchParams(input as Record<string, string>)}`,
                  url,
                ),
                { headers: creds },
              );
        assert.equal(direct.status, 200, spec.name);
        assert.equal(textOf(result), expectedText(spec.name, await direct.json()), spec.name);
      }
    } finally {
      await client.close();
    }
  });

  it('credentials are checked before the body is read: a wrong secret with a malformed body is 401', async () => {
    const wrong = { ...creds, 'x-app-secret': `${creds['x-app-secret']}x` };
    for (const body of ['{"jsonrpc":', 'x'.repeat(70_000)]) {
      const res = await post(body, wrong);
      assert.equal(res.status, 401, body.slice(0, 12));
      assert.equal(((await res.json()) as { code: string }).code, 'invalid_credentials');
    }
  });

  it('methods other than a tool call are bounded like any other request: 429 past the minute', async () => {
    const issued = await platform.apps.create(accountId, 'lister');
    await platform.apps.setLimits(issued.appId, { perMinute: 3, perDay: 5000 });
    const own = { 'x-app-id': issued.appId, 'x-app-secret': issued.appSecret };
    const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const statuses: number[] = [];
    let refused: Response | null = null;
    for (let i = 0; i < 5; i++) {
      const res = await post(list, own);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
      else await res.arrayBuffer();
    }
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    assert.ok(refused);
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    assert.equal(((await refused.json()) as { code: string }).code, 'rate_limited');
    // An unknown tool reaches no endpoint, so its POST is counted as the request itself.
    const unknown = JSON.stringify({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'no_such_tool', arguments: {} },
    });
    assert.equal((await post(unknown, own)).status, 429);
  });

  it('GET /mcp is 405 with Allow: POST (stateless: no stream to resume)', async () => {
    const res = await fetch(url, { headers: creds });
    assert.equal(res.status, 405);
    assert.equal(res.headers.get('allow'), 'POST');
  });
});
