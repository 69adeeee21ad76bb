/**
 * `sublord batch` at machine speed (issue 11 §7): the direct path (route validator + use case) and
 * worker threads must not change a byte. Authority: the HTTP route itself, through `inject`, line by
 * line. 40 lines mixing valid births, a bad date, malformed JSON, an unknown field, a polar latitude
 * (a DomainError raised in the engine) and a blank line (its own 422: output line N answers input
 * line N) give, with WORKERS=1, WORKERS=2 on threads
 * only, and WORKERS=2 shared by this thread and a thread, exactly the inject answers in input order
 * (a 200 body, or {"status":N,"body":…}). The endpoint table holds every POST route under /api/v1,
 * and valid lines really take the direct path (no inject). Tolerance: none, byte for byte.
 */
import assert from 'node:assert/strict';
import { PassThrough, Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { runBatch } from '../../src/cli/batch.js';
import { LocalApi } from '../../src/cli/local-api.js';

const valid = (i: number) =>
  JSON.stringify({
    birth_date: `${1950 + i}-0${1 + (i % 9)}-1${i % 10}`,
    birth_time: `${10 + (i % 12)}:${10 + i}`,
    latitude: -40 + i * 2.5,
    longitude: -170 + i * 8,
    as_of: '2026-11-21',
  });
const LINES = Array.from({ length: 40 }, (_, i) => {
  switch (i) {
    case 3:
      return '{"birth_date":"1990-02-30","birth_time":"10:12","latitude":28.6,"longitude":77.2}';
    case 9:
      return 'not json';
    case 14:
      return '{"birth_date":"1990-07-04","birth_time":"10:12","latitude":28.6,"longitude":77.2,"colour":"red"}';
    case 21:
      return '{"birth_date":"1990-07-04","birth_time":"10:12","latitude":78.2,"longitude":15.6}';
    case 30:
      return '   ';
    default:
      return valid(i);
  }
});

let api: LocalApi;
before(async () => {
  api = await LocalApi.open();
});
after(async () => {
  await api.close();
});

async function batch(workers: number, thisThreadComputes = true): Promise<string[]> {
  const output = new PassThrough();
  const chunks: string[] = [];
  output.on('data', (c) => chunks.push(String(c)));
  const counts = await runBatch(
    api,
    'birth-chart',
    { input: Readable.from([`${LINES.join('\n')}\n`]), output, progress: null },
    { workers, thisThreadComputes },
  );
  assert.equal(counts.ok + counts.failed, 40, 'one answer per input line, the blank one included');
  return chunks.join('').split('\n').slice(0, -1);
}

describe('batch: direct calls and threads give the HTTP route’s bytes, in order', () => {
  let expected: string[];
  before(async () => {
    expected = [];
    for (const line of LINES) {
      // biome-ignore lint/complexity/useLiteralKeys: the test reaches LocalApi's private Fastify app
      const res = await api['app'].inject({
        method: 'POST',
        url: '/api/v1/birth-chart',
        headers: { 'content-type': 'application/json' },
        payload: line,
      });
      expected.push(
        res.statusCode === 200 ? res.payload : `{"status":${res.statusCode},"body":${res.payload}}`,
      );
    }
    assert.deepEqual(
      expected
        .map((l) => (l.startsWith('{"status":') ? Number(l.slice(10, 13)) : 200))
        .filter((s) => s !== 200),
      [422, 422, 422, 422, 422],
      'the four refused lines and the blank one are 422s',
    );
  });

  it('on this thread (WORKERS=1), valid lines by the direct path', async () => {
    const before = { ...api.answered };
    assert.deepEqual(await batch(1), expected);
    assert.deepEqual(
      { direct: api.answered.direct - before.direct, http: api.answered.http - before.http },
      { direct: 35, http: 5 },
      'the 35 valid lines skip inject; the 5 refused ones (blank included) take the HTTP route',
    );
  });

  it('on two worker threads only (WORKERS=2, this thread reading and writing)', async () => {
    const before = { ...api.answered };
    assert.deepEqual(await batch(2, false), expected);
    assert.deepEqual(
      { direct: api.answered.direct - before.direct, http: api.answered.http - before.http },
      { direct: 0, http: 0 },
      'every line answered by a thread',
    );
  });

  it('on this thread and a worker thread (WORKERS=2, the default way)', async () => {
    // A thread takes chunks once it is ready; 40 lines may all be done here before that.
    assert.deepEqual(await batch(2), expected);
  });

  it('knows every POST endpoint under /api/v1 from the routes themselves', () => {
    for (const name of ['birth-chart', 'panchang', 'compatibility', 'cuspal-interlinks']) {
      assert.ok(api.hasEndpoint(name), name);
    }
    assert.ok(!api.hasEndpoint('event-catalog'), 'a GET route is not a batch endpoint');
  });
});
