/** bin/sublord as a user runs it: chart (table and --json) and batch (good and bad lines, in order). */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const BIN = new URL('../../bin/sublord', import.meta.url).pathname;
const run = (args: string[], input?: string) =>
  spawnSync(BIN, args, { input, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } });

describe('bin/sublord', () => {
  it("--version (answered by scripts/sublord.mjs before any module loads) is the program's own version line", () => {
    // Authority: src/cli/program.ts's `.version()`, reached through the command line's sources
    // (the sources' entry, src/cli/main.ts, which the fast path never runs).
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    const line = `sublord ${pkg.version} (Node.js ${process.versions.node})\n`;
    for (const flag of ['--version', '-V']) {
      const fast = run([flag]);
      assert.equal(fast.status, 0, fast.stderr);
      assert.equal(fast.stdout, line);
    }
    const program = spawnSync(
      process.execPath,
      ['--import', './scripts/ts-sources.mjs', 'src/cli/main.ts', '--version'],
      { cwd: new URL('../..', import.meta.url).pathname, encoding: 'utf8' },
    );
    assert.equal(program.status, 0, program.stderr);
    assert.equal(program.stdout, line);
  });

  it('chart prints a readable table with grahas, cusps and the current dasha', () => {
    const r = run([
      'chart',
      '--date',
      '1990-07-04',
      '--time',
      '10:12',
      '--lat',
      '28.6139',
      '--lon',
      '77.209',
      '--as-of',
      '2026-11-21',
    ]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /Asia\/Kolkata \(UTC\+05:30\)/);
    assert.match(r.stdout, /^Moon\s+Scorpio/m);
    assert.match(r.stdout, /^12\s+Cancer/m);
    assert.match(r.stdout, /Dasha on 2026-11-21: /);
  });

  it('chart --json prints the /api/v1/birth-chart body; --utc-offset and --tz are honoured', () => {
    const r = run([
      'chart',
      '--date',
      '1990-07-04',
      '--time',
      '10:12',
      '--lat',
      '51.5',
      '--lon',
      '-0.12',
      '--utc-offset',
      '1',
      '--json',
    ]);
    assert.equal(r.status, 0, r.stderr);
    const body = JSON.parse(r.stdout);
    assert.equal(body.utc_offset_hours, 1);
    assert.equal(body.cusps.length, 12);
    const tz = JSON.parse(
      run([
        'chart',
        '--date',
        '1990-07-04',
        '--time',
        '10:12',
        '--lat',
        '51.5',
        '--lon',
        '-0.12',
        '--tz',
        'Asia/Tokyo',
        '--json',
      ]).stdout,
    );
    assert.equal(tz.timezone, 'Asia/Tokyo');
  });

  it('chart --json sends the default body (chart_layout included: a contract field); --include adds blocks; --svg draws', () => {
    const birth = ['chart', '--date', '1990-07-04', '--time', '10:12', '--lat', '28.6139'];
    const args = [...birth, '--lon', '77.209', '--as-of', '2026-11-21', '--json'];
    const plain = JSON.parse(run(args).stdout);
    assert.equal('chart_layout' in plain, true);
    assert.equal('chain' in plain.predictions[0], false);
    const r = run([...args, '--include', 'predictions.chain,pratyantardashas']);
    assert.equal(r.status, 0, r.stderr);
    const detailed = JSON.parse(r.stdout);
    assert.equal(
      detailed.predictions[0].chain.cuspal_sub_lord.planet,
      plain.predictions[0].cuspal_sub_lord,
    );
    assert.equal(detailed.dasha.pratyantardashas_scope, 'running_mahadasha');
    const dir = mkdtempSync(join(tmpdir(), 'sublord-cli-'));
    try {
      const svg = run([...args, '--svg', join(dir, 'chart.svg')]);
      assert.equal(svg.status, 0, svg.stderr);
      assert.match(readFileSync(join(dir, 'chart.svg'), 'utf8'), /^<svg /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const bad = run([...args, '--include', 'everything']);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /include/);
  });

  it('chart with bad input exits 2 and names the field on stderr', () => {
    const r = run([
      'chart',
      '--date',
      '1990-02-31',
      '--time',
      '10:12',
      '--lat',
      '28',
      '--lon',
      '77',
    ]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /birth_date/);
  });

  it('batch birth-chart answers one line per input line, in order; a bad line yields {status, body} and the batch goes on', () => {
    const lines = [
      JSON.stringify({
        birth_date: '1990-07-04',
        birth_time: '10:12',
        latitude: 28.6,
        longitude: 77.2,
        name: 'one',
      }),
      '{"not json',
      JSON.stringify({
        birth_date: '1985-01-01',
        birth_time: '00:00',
        latitude: 80,
        longitude: 10,
      }),
      JSON.stringify({
        birth_date: '2000-01-01',
        birth_time: '12:00',
        latitude: -33.9,
        longitude: 18.4,
        name: 'four',
      }),
    ].join('\n');
    const r = run(['batch', 'birth-chart'], `${lines}\n`);
    assert.equal(r.status, 1, 'exit 1 when some lines failed');
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(out.length, 4);
    assert.equal(out[0].name, 'one');
    assert.equal(out[1].status, 422);
    assert.equal(out[1].body.field_errors[0].field, 'body');
    assert.equal(out[2].status, 422);
    assert.equal(out[2].body.field_errors[0].field, 'latitude');
    assert.equal(out[3].name, 'four');
    assert.equal(r.stderr, '', 'no progress output when stderr is not a terminal');
  });
});
