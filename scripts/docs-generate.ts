/**
 * npm run docs:generate: regenerates every file made from the OpenAPI document, so the coordinator
 * (or anyone adding a route or field) reruns one command:
 * 1. `examples`: src/http/openapi-examples.json, the real request/response examples
 *    (scripts/docs/examples.ts: the handlers run in process, clock fixed);
 * 2. `client`: docs/errors.md (the error-code tables, src/http/error-docs.ts), docs/glossary.md,
 *    clients/typescript/src/schema.ts (openapi-typescript) and operations.ts (ts-operations.ts), the
 *    Python client's sublord/_generated.py (python-client.ts), and the Postman collection
 *    clients/postman/sublord.postman_collection.json, from the document that now carries the examples.
 * The steps run as separate processes (npm's script runs both): the document reads the examples file
 * when the server module loads. Each file has a test that fails when the committed one is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { errorsDocument } from '../src/http/error-docs.js';
import { glossaryDocument } from '../src/http/glossary.js';
import { CLIENT_SCHEMA_PATH, clientSchemaSource } from './docs/client.js';
import { EXAMPLES_PATH, examplesText, generateExamples } from './docs/examples.js';
import { POSTMAN_PATH, postmanText } from './docs/postman.js';
import { PYTHON_CLIENT_PATH, pythonClientSource } from './docs/python-client.js';
import { fetchDocument, openDocsServer } from './docs/server.js';
import { TS_OPERATIONS_PATH, tsOperationsSource } from './docs/ts-operations.js';

const root = new URL('../', import.meta.url);
const step = process.argv[2];

if (step === 'examples') {
  writeFileSync(new URL(EXAMPLES_PATH, root), examplesText(await generateExamples()));
  console.log(`wrote ${EXAMPLES_PATH}`);
} else if (step === 'client') {
  writeFileSync(new URL('docs/errors.md', root), errorsDocument());
  writeFileSync(new URL('docs/glossary.md', root), glossaryDocument());
  console.log('wrote docs/errors.md, docs/glossary.md');
  const docs = await openDocsServer();
  try {
    const document = await fetchDocument(docs.server);
    writeFileSync(new URL(CLIENT_SCHEMA_PATH, root), await clientSchemaSource(document));
    writeFileSync(new URL(TS_OPERATIONS_PATH, root), tsOperationsSource(document));
    writeFileSync(new URL(PYTHON_CLIENT_PATH, root), pythonClientSource(document));
    console.log(`wrote ${CLIENT_SCHEMA_PATH}, ${TS_OPERATIONS_PATH}, ${PYTHON_CLIENT_PATH}`);
    mkdirSync(new URL('clients/postman/', root), { recursive: true });
    writeFileSync(new URL(POSTMAN_PATH, root), postmanText(document));
    console.log(`wrote ${POSTMAN_PATH}`);
  } finally {
    await docs.close();
  }
} else {
  console.error(
    'usage: node --import ./scripts/ts-sources.mjs scripts/docs-generate.ts examples|client (npm run docs:generate runs both)',
  );
  process.exit(2);
}
