/**
 * The reference teaches the fields (issue 36 §2): every property of every schema in /openapi.json
 * (the shared components and each operation's own request and response schemas, nested objects, array
 * items and union branches included) carries a description of its own, and so does every parameter
 * and every response (none left as @fastify/swagger's "Default Response"). At the start of issue 36,
 * 314 of 1,334 properties had none and 69 more were described only as "One of the nine grahas.";
 * 23 responses were "Default Response". The glossary the descriptions point to is in the reference's
 * introduction and in docs/glossary.md (generated). Authority: the server's own document.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { type DocsServer, fetchDocument, openDocsServer } from '../../scripts/docs/server.js';
import { GLOSSARY, glossaryDocument } from '../../src/http/glossary.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A description that says nothing about the field it is on (a shared type's own, once). */
const GENERIC = new Set(['One of the nine grahas.']);

/** Every property of a schema, recursively: its path and whether it is described. */
function properties(schema: unknown, path: string, out: Array<[string, boolean]>): void {
  if (!isObject(schema)) return;
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(schema[key]))
      for (const branch of schema[key] as unknown[]) properties(branch, path, out);
  if (isObject(schema.items)) properties(schema.items, `${path}[]`, out);
  if (isObject(schema.additionalProperties))
    properties(schema.additionalProperties, `${path}{}`, out);
  if (isObject(schema.properties))
    for (const [name, property] of Object.entries(schema.properties)) {
      const description = isObject(property) ? property.description : undefined;
      const described =
        typeof description === 'string' && description.trim() !== '' && !GENERIC.has(description);
      out.push([`${path}.${name}`, described]);
      properties(property, `${path}.${name}`, out);
    }
}

// The server with the platform (its website and portal routes too), as the docs generators build it.
let docs: DocsServer;
let doc: Json;
before(async () => {
  docs = await openDocsServer();
  doc = await fetchDocument(docs.server);
});
after(async () => {
  await docs?.close();
});

describe('descriptions', () => {
  test('every schema property is described', () => {
    const all: Array<[string, boolean]> = [];
    for (const [name, schema] of Object.entries((doc.components as Json).schemas as Json))
      properties(schema, name, all);
    for (const [path, item] of Object.entries(doc.paths as Json))
      for (const [method, op] of Object.entries(item as Json)) {
        if (!isObject(op)) continue;
        const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.[
          'application/json'
        ] as Json | undefined;
        properties(body?.schema, `${method.toUpperCase()} ${path} body`, all);
        for (const [status, response] of Object.entries((op.responses ?? {}) as Json)) {
          const json = ((response as Json).content as Json | undefined)?.['application/json'] as
            | Json
            | undefined;
          properties(json?.schema, `${method.toUpperCase()} ${path} ${status}`, all);
        }
      }
    const undescribed = all.filter(([, described]) => !described).map(([path]) => path);
    if (process.env.OPENAPI_DESCRIPTIONS_REPORT === '1')
      process.stderr.write(`properties: ${all.length}, undescribed: ${undescribed.length}\n`);
    assert.ok(all.length > 1000, `found ${all.length} properties`);
    assert.deepEqual(undescribed, [], `${undescribed.length} of ${all.length} undescribed`);
  });

  test('every parameter and every response is described; none is "Default Response"', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Json))
      for (const [method, op] of Object.entries(item as Json)) {
        if (!isObject(op)) continue;
        for (const p of (op.parameters ?? []) as Json[])
          if (typeof p.description !== 'string' || p.description === '')
            missing.push(`${method} ${path} ?${String(p.name)}`);
        for (const [status, response] of Object.entries((op.responses ?? {}) as Json)) {
          const d = (response as Json).description;
          if (typeof d !== 'string' || d === '' || d === 'Default Response')
            missing.push(`${method} ${path} ${status}`);
        }
      }
    assert.deepEqual(missing, []);
  });
});

describe('the glossary', () => {
  test('is in the reference’s introduction, every term', () => {
    const intro = String((doc.info as Json).description);
    assert.match(intro, /## Glossary/);
    for (const [term] of GLOSSARY) assert.ok(intro.includes(`### ${term}`), term);
  });
  test('docs/glossary.md is generated from it (run npm run docs:generate)', () => {
    const committed = readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf8');
    assert.ok(committed === glossaryDocument(), 'docs/glossary.md is stale');
  });
});
