/** `sublord chart --svg <file>`: the picture of POST /api/v1/birth-chart/svg, with its options. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { tempDir } from '../helpers/tmp.js';

const BIN = new URL('../../bin/sublord', import.meta.url).pathname;
const BIRTH = ['--date', '1990-07-04', '--time', '10:12', '--lat', '28.6139', '--lon', '77.209'];
const run = (args: string[]) =>
  spawnSync(BIN, args, { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } });

describe('sublord chart --svg', () => {
  it('writes the wheel, dark, in Tamil, 400 px wide, with --as-of given (not sent to the picture)', () => {
    const dir = tempDir('chart-svg');
    const file = join(dir.path, 'chart.svg');
    const r = run([
      'chart',
      ...BIRTH,
      '--as-of',
      '2026-11-21',
      '--svg',
      file,
      '--style',
      'wheel',
      '--scheme',
      'dark',
      '--lang',
      'ta',
      '--size',
      '400',
    ]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^Moon\s+Scorpio/m, 'the table is still printed');
    const svg = readFileSync(file, 'utf8');
    assert.match(
      svg,
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" xml:lang="ta" viewBox="0 0 500 540" width="400" height="432"/,
    );
    assert.match(svg, /fill="#15171a"/, 'dark paper');
    assert.ok(svg.includes('>சந்<'), 'the Moon in Tamil');
    assert.ok(svg.includes('<circle'), 'a wheel');
    dir.remove();
  });

  it('a bad option value exits non-zero naming the option', () => {
    const r = run(['chart', ...BIRTH, '--svg', '/dev/null', '--lang', 'xx']);
    assert.notEqual(r.status, 0);
    assert.match(r.stderr, /--lang/);
  });
});
