/**
 * `sublord mcp`: the MCP server on stdio for a local assistant (issue 24 §4), computing in process
 * through LocalApi (the routes' own validation and use cases; no credentials, no quota). stdout
 * carries the protocol only: nothing else may write to it while the server runs.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { type ApiCaller, createMcpServer } from '../mcp/server.js';
import { ENGINE_VERSION } from '../process/compose.js';
import { LocalApi } from './local-api.js';

/** The in-process API as the MCP tools call it. */
export function localCaller(api: LocalApi): ApiCaller {
  return async ({ method, path, input }) => {
    if (method === 'POST') {
      return api.post(path.replace('/api/v1/', ''), JSON.stringify(input));
    }
    const query = new URLSearchParams(
      Object.entries(input).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    return api.get(`${path}?${query}`);
  };
}

/** Serves MCP on stdin/stdout until stdin closes. */
export async function serveMcpStdio(): Promise<void> {
  const api = await LocalApi.open();
  const document = (await api.get('/openapi.json')).body as Parameters<typeof createMcpServer>[1];
  const server = createMcpServer(localCaller(api), document, ENGINE_VERSION);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
  });
  await server.connect(transport);
  process.stdin.once('end', () => void server.close());
  await closed;
  await api.close();
}
