/**
 * The TypeScript client's operations (clients/typescript/src/operations.ts), from the server's
 * /openapi.json: the SublordOperations class with one typed method per /api/v1 operation
 * (`birthChart`, `panchang`, `muhurtaEvents` …), its body, query and answer types taken from the
 * `operations` that openapi-typescript generates (./schema.ts). clients/typescript/src/client.ts's
 * SublordClient completes it with the HTTP request. `npm run docs:generate` writes it;
 * test/http/generated-client.test.ts fails when the committed file is stale.
 */
import { clientMethodNames } from '../../src/http/openapi-code-samples.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const TS_OPERATIONS_PATH = 'clients/typescript/src/operations.ts';

const HEADER = `/**
 * Generated from the sublord server's /openapi.json by scripts/docs/ts-operations.ts (npm run
 * docs:generate). Do not edit: a test fails when this file differs from what the document gives.
 * One typed method per /api/v1 operation; SublordClient (./client.ts) sends the requests.
 */
import type { operations } from './schema.js';

/** The JSON body an operation takes. */
export type RequestBody<Op> = Op extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
/** The query parameters an operation takes. */
export type QueryParameters<Op> = Op extends { parameters: { query?: infer Query } }
  ? NonNullable<Query>
  : never;
/** The 200 answer of an operation: its JSON body, or the text of an SVG picture. */
export type Answer<Op> = Op extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : string;
`;

export function tsOperationsSource(document: Record<string, unknown>): string {
  const methods: string[] = [];
  for (const [path, item] of Object.entries(document.paths as Json)) {
    if (!path.startsWith('/api/v1/') || !isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const id = op.operationId;
      const name = clientMethodNames(id).typescript;
      const opType = `operations['${id}']`;
      const verb = method.toUpperCase();
      const summary = typeof op.summary === 'string' ? op.summary : name;
      const doc = `  /** ${verb} ${path}: ${summary}. */`;
      const hasBody = isObject(op.requestBody);
      const query = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query');
      const required = query.some((p) => p.required === true);
      if (hasBody)
        methods.push(
          `${doc}\n  ${name}(body: RequestBody<${opType}>): Promise<Answer<${opType}>> {\n    return this.request('${verb}', '${path}', { body }) as Promise<Answer<${opType}>>;\n  }`,
        );
      else if (query.length > 0)
        methods.push(
          `${doc}\n  ${name}(query${required ? '' : '?'}: QueryParameters<${opType}>): Promise<Answer<${opType}>> {\n    return this.request('${verb}', '${path}', { query }) as Promise<Answer<${opType}>>;\n  }`,
        );
      else
        methods.push(
          `${doc}\n  ${name}(): Promise<Answer<${opType}>> {\n    return this.request('${verb}', '${path}') as Promise<Answer<${opType}>>;\n  }`,
        );
    }
  }
  return `${HEADER}
/** One method per operation of /api/v1. */
export abstract class SublordOperations {
  abstract request(
    method: string,
    path: string,
    init?: { body?: unknown; query?: Record<string, string | number | boolean | undefined> },
  ): Promise<unknown>;

${methods.join('\n\n')}
}
`;
}
