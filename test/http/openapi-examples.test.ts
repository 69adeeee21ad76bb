/**
 * The examples of /openapi.json (issue 23 §4). Authority: the server's own answers (the examples are
 * recorded from them by scripts/docs/examples.ts) and the document's own schemas.
 * - staleness: regenerating src/http/openapi-examples.json (the real handlers in process, clock fixed)
 *   gives the committed file, apart from MACHINE_FIELDS (the machine's tz data and Swiss Ephemeris
 *   build); it fails after a route's answer changes until `npm run docs:generate`;
 * - every /api/v1 operation has a 200 example and one for each documented error status (422 only
 *   where the operation reads a body or a query), and each validates against its response schema;
 * - the muhurta example finds windows (the old one, 1990 dates, found none);
 * - every operation has curl, TypeScript and Python code samples sending its request example.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import {
  EXAMPLES_PATH,
  examplesText,
  generateExamples,
  withoutMachineFields,
} from '../../scripts/docs/examples.js';
import { fetchDocument, openDocsServer } from '../../scripts/docs/server.js';
import { clientMethodNames } from '../../src/http/openapi-code-samples.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => void;

// biome-ignore lint/suspicious/noExplicitAny: the parsed OpenAPI document is walked freely here.
type Json = Record<string, any>;
let doc: Json;

before(async () => {
  const docs = await openDocsServer();
  doc = await fetchDocument(docs.server);
  await docs.close();
});

const operations = () =>
  Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
    ['get', 'post', 'put', 'patch', 'delete']
      .filter((m) => item[m])
      .map((method) => ({ path, method, op: item[method] as Json })),
  );

test('the committed examples are what the real handlers answer now (run npm run docs:generate)', async () => {
  const committed = readFileSync(new URL(`../../${EXAMPLES_PATH}`, import.meta.url), 'utf8');
  const fresh = examplesText(await generateExamples());
  assert.deepEqual(
    withoutMachineFields(fresh),
    withoutMachineFields(committed),
    `${EXAMPLES_PATH} is stale: run npm run docs:generate`,
  );
});

test('every /api/v1 operation: a 200 example and one per error status, each valid against its schema', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: 'urn:sublord:openapi' });
  const pointer = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');
  let checked = 0;
  for (const { path, method, op } of operations()) {
    if (!path.startsWith('/api/v1/')) continue;
    const reads = op.requestBody || (op.parameters ?? []).some((p: Json) => p.in === 'query');
    for (const [status, response] of Object.entries<Json>(op.responses)) {
      const media = response.content?.['application/json'];
      if (!media) continue;
      if (status === '422' && !reads) continue;
      assert.ok(media.example !== undefined, `${method} ${path} ${status}: no example`);
      assert.notDeepEqual(media.example, { detail: 'string' }, `${method} ${path} ${status}`);
      const validate = ajv.compile({
        $ref: `urn:sublord:openapi#/paths/${pointer(path)}/${method}/responses/${status}/content/application~1json/schema`,
      });
      assert.ok(
        validate(media.example),
        `${method} ${path} ${status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
      );
      checked++;
    }
  }
  assert.ok(checked >= 100, `${checked} examples checked`);
});

test('the muhurta example finds windows', () => {
  const example =
    doc.paths['/api/v1/muhurta'].post.responses['200'].content['application/json'].example;
  assert.ok(example.windows.length > 0);
});

test('every operation has curl, TypeScript and Python samples sending its request example', () => {
  for (const { path, method, op } of operations()) {
    const samples = op['x-codeSamples'] as Json[];
    assert.deepEqual(
      samples.map((s) => s.label),
      ['curl', 'TypeScript', 'Python'],
      `${method} ${path}`,
    );
    const body = op.requestBody?.content?.['application/json']?.example;
    if (body !== undefined)
      assert.ok(
        samples[0]?.source.includes(JSON.stringify(body).slice(0, 40)),
        `${method} ${path}`,
      );
    // /api/v1 through the project's clients (one method per operation), the rest with fetch/urllib.
    if (path.startsWith('/api/v1/') && JSON.stringify(op.security ?? []).includes('AppId')) {
      const names = clientMethodNames(op.operationId as string);
      assert.ok(samples[1]?.source.includes(`await sublord.${names.typescript}(`), path);
      assert.ok(samples[2]?.source.includes(`answer = client.${names.python}(`), path);
    } else {
      assert.ok(samples[1]?.source.includes(`await fetch('`), path);
      assert.ok(samples[2]?.source.includes('urllib.request.urlopen('), path);
    }
  }
});
