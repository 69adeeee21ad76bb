/**
 * The code samples of /docs (issue 23 §4). Authority: each operation's `x-codeSamples` in
 * /openapi.json, the one source of the samples. The document /docs renders (/docs/json, Swagger UI's)
 * must carry every operation's samples in its description as Markdown, derived from x-codeSamples
 * (the same text, whole), while /openapi.json keeps its descriptions free of them (the generated
 * client and the Postman collection read it). test/e2e/docs-code-samples.test.ts checks the page.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type DocsServer, fetchDocument, openDocsServer } from '../../scripts/docs/server.js';
import { type CodeSample, codeSamplesMarkdown } from '../../src/http/openapi-code-samples.js';

// biome-ignore lint/suspicious/noExplicitAny: the parsed OpenAPI document is walked freely here.
type Json = Record<string, any>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let docs: DocsServer;
let document: Json;
let page: Json;

before(async () => {
  docs = await openDocsServer();
  document = await fetchDocument(docs.server);
  const res = await docs.server.inject({ method: 'GET', url: '/docs/json' });
  assert.equal(res.statusCode, 200);
  page = res.json();
});
after(async () => {
  await docs?.close();
});

const operations = (doc: Json) =>
  Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m] !== undefined).map((method) => ({
      key: `${method} ${path}`,
      op: item[method] as Json,
    })),
  );

test("/docs/json: every operation's description ends with its x-codeSamples as Markdown", () => {
  const own = new Map(operations(document).map(({ key, op }) => [key, op]));
  const listed = operations(page);
  assert.equal(listed.length, own.size, 'the same operations');
  for (const { key, op } of listed) {
    const original = own.get(key) as Json;
    const samples = original['x-codeSamples'] as CodeSample[];
    assert.equal(samples.length, 3, key);
    assert.deepEqual(op['x-codeSamples'], samples, `${key}: x-codeSamples kept`);
    const markdown = codeSamplesMarkdown(samples);
    const expected =
      original.description === undefined ? markdown : `${original.description}\n\n${markdown}`;
    assert.equal(op.description, expected, key);
    for (const sample of samples) assert.ok(op.description.includes(sample.source), key);
  }
});

test('/openapi.json: no description carries a code sample', () => {
  for (const { key, op } of operations(document))
    assert.ok(!String(op.description ?? '').includes('#### Code samples'), key);
});

test('a sample is fenced by more backticks than it holds, its label escaped; curl opens unfolded', () => {
  const markdown = codeSamplesMarkdown([
    { lang: 'Shell', label: 'curl', source: 'echo hi' },
    { lang: 'Markdown', label: 'A <b> & c', source: 'before\n```js\nx\n```\nafter' },
  ]);
  assert.equal(
    markdown,
    [
      '#### Code samples',
      '',
      '<details open><summary>curl</summary>',
      '',
      '```shell',
      'echo hi',
      '```',
      '',
      '</details>',
      '',
      '<details><summary>A &lt;b&gt; &amp; c</summary>',
      '',
      '````markdown',
      'before\n```js\nx\n```\nafter',
      '````',
      '',
      '</details>',
    ].join('\n'),
  );
});
