/**
 * The TypeScript client's types (clients/typescript/src/schema.d.ts), generated from the OpenAPI
 * document by openapi-typescript. The same function writes the file and the staleness test compares
 * against it (test/http/generated-client.test.ts).
 */
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export const CLIENT_SCHEMA_PATH = 'clients/typescript/src/schema.d.ts';

const HEADER = `/**
 * Generated from the sublord server's /openapi.json by openapi-typescript (npm run docs:generate).
 * Do not edit: a test fails when this file differs from what the document gives.
 */

`;

export async function clientSchemaSource(document: Record<string, unknown>): Promise<string> {
  // The document goes in as an object (parsed, never fetched); structuredClone: the tool annotates it.
  const ast = await openapiTS(structuredClone(document) as unknown as OpenAPI3, {
    alphabetize: false,
    silent: true,
  });
  return HEADER + astToString(ast);
}
