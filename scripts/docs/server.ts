/**
 * The real server, in process, over a throwaway SQLite platform: what the docs generators read the
 * document from (and, for the examples, run the handlers through). The same build as the HTTP tests
 * (test/helpers/http.ts), so the generated files and the staleness tests see one document.
 */
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../src/platform/platform.js';
import { buildPlatformServer } from '../../test/helpers/http.js';
import { freshStorage, openTestPlatform, type TestStorage } from '../../test/helpers/platform.js';

export interface DocsServer {
  server: FastifyInstance;
  platform: Platform;
  close(): Promise<void>;
}

export async function openDocsServer(): Promise<DocsServer> {
  const storage: TestStorage = await freshStorage('sqlite');
  const platform = await openTestPlatform(storage);
  const server = await buildPlatformServer(platform);
  await server.ready();
  return {
    server,
    platform,
    close: async () => {
      await server.close();
      await platform.close();
      storage.remove();
    },
  };
}

/** The server's /openapi.json. */
export async function fetchDocument(server: FastifyInstance): Promise<Record<string, unknown>> {
  const res = await server.inject({ method: 'GET', url: '/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`/openapi.json answered ${res.statusCode}`);
  return res.json();
}
