/**
 * `sublord chart` without Fastify (src/cli/light-api.ts, issue 22): the birth-chart route's own
 * handler, recorded from its register function, behind the build's precompiled validator of that
 * route. Authority: the complete app built from the sources (buildServer + inject, its validators
 * compiled by Ajv): the direct path must give the same bytes for a valid body, and everything else
 * must be the app's own answer.
 * - from dist/ (the build `bin/sublord` runs), a valid birth chart takes the direct path: the stored
 *   validator's fingerprint matches the route's schema in the server's validation context, computed
 *   without Fastify (serverValidationContext). If Fastify's context ever differs, this fails rather
 *   than the CLI silently building the server again;
 * - a refused body (latitude out of range, an extra property, malformed JSON) is answered by the
 *   complete app: the same 422/400 bytes as the HTTP route;
 * - from the sources, which have no stored validators, every request is answered by the app, with
 *   the same bytes.
 * Bounded: the build runs only when dist/ is stale (about a second of CPU).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import { LightApi } from '../../src/cli/light-api.js';
import { OPEN_PLATFORM } from '../../src/http/open-platform.js';
import { registerBirthChart } from '../../src/http/routes/v1/birth-chart.js';
import { buildServer } from '../../src/http/server.js';
import { createComputeDeps } from '../../src/process/compose.js';
import { loadConfig } from '../../src/process/config.js';
import { BIRTH_BODY } from '../helpers/http.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const VALID = JSON.stringify({ ...BIRTH_BODY, as_of: '2026-11-21', name: 'light' });
const REFUSED = [
  JSON.stringify({ ...BIRTH_BODY, latitude: 90.5 }),
  JSON.stringify({ ...BIRTH_BODY, extra: 1 }),
  '{"birth_date": ',
];

let app: Awaited<ReturnType<typeof buildServer>>;
before(async () => {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  app = await buildServer({ compute: createComputeDeps(loadConfig()), platform: OPEN_PLATFORM });
  await app.ready();
});
after(() => app?.close());

/** The HTTP route's answer (the authority). */
async function served(payload: string): Promise<{ status: number; text: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/birth-chart',
    headers: { 'content-type': 'application/json' },
    payload,
  });
  return { status: res.statusCode, text: res.payload };
}

test('from dist/, a valid birth chart takes the direct path with the route’s bytes', async () => {
  const dist = (path: string) => new URL(`../../dist/${path}`, import.meta.url).href;
  const compiled = (await import(
    dist('cli/light-api.js')
  )) as typeof import('../../src/cli/light-api.js');
  const route = (await import(
    dist('http/routes/v1/birth-chart.js')
  )) as typeof import('../../src/http/routes/v1/birth-chart.js');
  const api = compiled.LightApi.open([route.registerBirthChart]);
  try {
    assert.equal(api.isDirect('birth-chart'), true, 'the stored validator matches');
    const answer = await api.postText('birth-chart', VALID);
    assert.deepEqual(api.answered, { direct: 1, app: 0 });
    assert.deepEqual(answer, await served(VALID));
    for (const payload of REFUSED) {
      const refused = await api.postText('birth-chart', payload);
      const expected = await served(payload);
      assert.ok(expected.status === 422 || expected.status === 400, expected.text);
      assert.deepEqual(refused, expected);
    }
    assert.deepEqual(api.answered, { direct: 1, app: REFUSED.length });
  } finally {
    await api.close();
  }
});

test('from the sources (no stored validators), the complete app answers, with the same bytes', async () => {
  const api = LightApi.open([registerBirthChart]);
  try {
    assert.equal(api.isDirect('birth-chart'), false);
    for (const payload of [VALID, ...REFUSED])
      assert.deepEqual(await api.postText('birth-chart', payload), await served(payload));
    assert.deepEqual(api.answered, { direct: 0, app: 1 + REFUSED.length });
  } finally {
    await api.close();
  }
});
