/**
 * The TypeScript client's types (clients/typescript/src/schema.ts), generated from the OpenAPI
 * document by openapi-typescript. The same function writes the file and the staleness test compares
 * against it (test/http/generated-client.test.ts).
 */
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export const CLIENT_SCHEMA_PATH = 'clients/typescript/src/schema.ts';

const HEADER = `/**
 * Generated from the sublord server's /openapi.json by openapi-typescript (npm run docs:generate).
 * Do not edit: a test fails when this file differs from what the document gives.
 */

`;

/**
 * The document without its operation-level examples and code samples: openapi-typescript would copy
 * each recorded answer into a JSDoc comment (18,000 lines); the types are the same without them.
 */
function withoutOperationExamples(document: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(document);
  for (const item of Object.values((copy.paths ?? {}) as Record<string, Record<string, unknown>>))
    for (const op of Object.values(item) as Array<Record<string, unknown>>) {
      if (typeof op !== 'object' || op === null) continue;
      delete op['x-codeSamples'];
      const media = [
        ...Object.values(((op.requestBody as Record<string, unknown>)?.content ?? {}) as object),
        ...Object.values((op.responses ?? {}) as Record<string, Record<string, unknown>>).flatMap(
          (r) => Object.values((r?.content ?? {}) as object),
        ),
      ] as Array<Record<string, unknown>>;
      for (const m of media) delete m.example;
      for (const p of (op.parameters ?? []) as Array<Record<string, unknown>>) delete p.example;
    }
  return copy;
}

export async function clientSchemaSource(document: Record<string, unknown>): Promise<string> {
  // The document goes in as an object (parsed, never fetched).
  const ast = await openapiTS(withoutOperationExamples(document) as unknown as OpenAPI3, {
    alphabetize: false,
    silent: true,
  });
  return HEADER + astToString(ast);
}
