/**
 * `sublord batch` and a line whose computation fails unexpectedly (issue 20 §6): the output line is
 * the API's own 500 answer (the problem body, no stack), and stderr gets the line number, the request
 * id and the error's message and stack; never the line's birth data. Authority: issue 20 §6 and the
 * HTTP route's 500 (src/http/errors.ts). The fault is planted in a test double of the zone lookup
 * (a TypeError for one latitude), as an unknown bug in a use case would throw. Tolerance: none.
 */
import assert from 'node:assert/strict';
import { PassThrough, Readable } from 'node:stream';
import { after, before, test } from 'node:test';
import type { ComputeDeps } from '../../src/app/deps.js';
import { runBatch } from '../../src/cli/batch.js';
import { LocalApi } from '../../src/cli/local-api.js';
import { errorBody } from '../../src/http/errors.js';
import { createComputeDeps } from '../../src/process/compose.js';
import { loadConfig } from '../../src/process/config.js';

const FAULTY_LATITUDE = 12.345;
const line = (latitude: number, date: string) =>
  JSON.stringify({ birth_date: date, birth_time: '10:12', latitude, longitude: 77.2 });
const LINES = [
  line(28.6, '1990-07-04'),
  line(FAULTY_LATITUDE, '1977-03-19'),
  line(19.1, '1985-11-02'),
  line(FAULTY_LATITUDE, '1964-08-23'),
];

let api: LocalApi;
before(async () => {
  const real = createComputeDeps(loadConfig());
  const zones = Object.create(real.zones) as ComputeDeps['zones'];
  zones.zoneAt = (latitude: number, longitude: number) => {
    if (latitude === FAULTY_LATITUDE) throw new TypeError('planted fault in zoneAt');
    return real.zones.zoneAt(latitude, longitude);
  };
  api = await LocalApi.open({ ...real, zones });
});
after(async () => {
  await api.close();
});

test('a 500 line: the API problem on stdout, line number, request id and stack on stderr', async () => {
  const output = new PassThrough();
  const errors = new PassThrough();
  let out = '';
  let err = '';
  output.on('data', (c) => {
    out += c;
  });
  errors.on('data', (c) => {
    err += c;
  });
  const counts = await runBatch(
    api,
    'birth-chart',
    { input: Readable.from([`${LINES.join('\n')}\n`]), output, progress: null, errors },
    { workers: 1 },
  );
  assert.deepEqual(counts, { ok: 2, failed: 2 });
  const lines = out.trimEnd().split('\n');
  assert.equal(lines.length, 4);
  const problem = JSON.stringify({ status: 500, body: errorBody('internal_error') });
  assert.equal(lines[1], problem);
  assert.equal(lines[3], problem);
  assert.doesNotMatch(out, /planted fault|\n\s+at /, 'no stack on stdout');

  const reports = [
    ...err.matchAll(/^line (\d+): 500 internal error, request id ([0-9a-f-]{36})$/gm),
  ];
  assert.deepEqual(
    reports.map((m) => m[1]),
    ['2', '4'],
    err,
  );
  assert.notEqual(reports[0]?.[2], reports[1]?.[2], 'each 500 has its own request id');
  assert.match(err, /TypeError: planted fault in zoneAt\n\s+at /, 'the error and its stack');
  for (const date of ['1977-03-19', '1964-08-23', String(FAULTY_LATITUDE)]) {
    assert.ok(!err.includes(date), `stderr echoes no birth data (${date})`);
  }
});
