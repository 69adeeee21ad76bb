/**
 * npm run docs:generate: regenerates every file made from the OpenAPI document, in one command, so it
 * can be rerun after routes or fields change:
 * - clients/typescript/src/schema.d.ts (openapi-typescript; the client in clients/typescript).
 * Each has a test that fails when the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { CLIENT_SCHEMA_PATH, clientSchemaSource } from './docs/client.js';
import { fetchDocument, openDocsServer } from './docs/server.js';

const root = new URL('../', import.meta.url);
const docs = await openDocsServer();
try {
  const document = await fetchDocument(docs.server);
  writeFileSync(new URL(CLIENT_SCHEMA_PATH, root), await clientSchemaSource(document));
  console.log(`wrote ${CLIENT_SCHEMA_PATH}`);
} finally {
  await docs.close();
}
