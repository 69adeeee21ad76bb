/**
 * bin/sublord in a new user's first five minutes (issue 9 §7), as processes, each in a fresh DATA_DIR:
 * - `… | head` closes the pipe early: the command exits 0 with nothing on stderr (no EPIPE trace);
 * - `endpoint disable` refuses a path that is not an endpoint of this server and lists the known ones
 *   (read from the registered routes), and accepts a real one;
 * - `dev-app` against a running `sublord serve` on a non-default PORT: its export line sets the two
 *   variables in a shell, its curl line answers 200 from that server, and the portal password has a
 *   labelled line of its own.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { freePort } from '../helpers/servers.js';

const BIN = new URL('../../bin/sublord', import.meta.url).pathname;
const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sublord-cli-'));
  dirs.push(dir);
  return dir;
}
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const env = (extra: Record<string, string>) => ({
  ...process.env,
  LOG_LEVEL: 'silent',
  BASE_URL: '',
  ...extra,
});
const run = (args: string[], extra: Record<string, string>) =>
  spawnSync(BIN, args, { encoding: 'utf8', env: env(extra) });

describe('bin/sublord, the first five minutes', () => {
  it('`… | head` exits quietly: status 0 and no EPIPE on stderr', () => {
    // bash reports the status of the first command of the pipe through PIPESTATUS.
    const script = `"$0" chart --date 1990-07-04 --time 10:12 --lat 28.6 --lon 77.2 --json 2>"$1" | head -c 10 >/dev/null; echo "\${PIPESTATUS[0]}"; cat "$1"`;
    const errFile = join(dataDir(), 'stderr.txt');
    const r = spawnSync('bash', ['-c', script, BIN, errFile], {
      encoding: 'utf8',
      env: env({ DATA_DIR: dataDir() }),
    });
    const [status, ...stderr] = r.stdout.split('\n');
    assert.equal(status, '0', r.stdout);
    assert.equal(stderr.join('\n').trim(), '', 'nothing on stderr');
  });

  it('endpoint disable refuses an unknown endpoint and lists the known ones', () => {
    const dir = dataDir();
    const bad = run(['endpoint', 'disable', '/api/v1/nonexistent'], { DATA_DIR: dir });
    assert.equal(bad.status, 1);
    assert.match(bad.stderr, /\/api\/v1\/nonexistent is not an endpoint of this server/);
    for (const known of ['/api/v1/birth-chart', '/api/v1/panchang', '/api/v1/ping'])
      assert.match(bad.stderr, new RegExp(`^  ${known}$`, 'm'), known);
    assert.doesNotMatch(bad.stderr, /\/api\/auth\//, 'the website auth routes are not switchable');
    const good = run(['endpoint', 'disable', '/api/v1/panchang'], { DATA_DIR: dir });
    assert.equal(good.status, 0, good.stderr);
    assert.match(good.stdout, /^\/api\/v1\/panchang disabled/);
    const back = run(['endpoint', 'enable', '/api/v1/panchang'], { DATA_DIR: dir });
    assert.equal(back.status, 0, back.stderr);
  });

  it('dev-app prints an export line, a curl that works on the configured port, and the password', async (t) => {
    const dir = dataDir();
    const port = await freePort();
    const settings = { DATA_DIR: dir, PORT: String(port), WORKERS: '1' };
    const server: ChildProcess = spawn(BIN, ['serve'], { env: env(settings), stdio: 'ignore' });
    t.after(() => {
      if (server.exitCode === null) server.kill('SIGTERM');
    });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 150; i++) {
      const up = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 200));
    }

    const r = run(['dev-app'], settings);
    assert.equal(r.status, 0, r.stderr);
    assert.doesNotMatch(r.stderr, /Nothing answers/, 'the server on PORT was found');
    const exportLine = r.stdout.split('\n').find((l) => l.startsWith('export '));
    assert.ok(exportLine, r.stdout);
    const shell = spawnSync(
      'bash',
      [
        '-c',
        `${exportLine}; printf '%s %s %s' "$SUBLORD_APP_ID" "$SUBLORD_APP_SECRET" "$SUBLORD_BASE_URL"`,
      ],
      { encoding: 'utf8' },
    );
    const [appId, appSecret, baseUrl] = shell.stdout.split(' ');
    assert.match(appId ?? '', /^app_/);
    assert.ok((appSecret ?? '').length > 20);
    assert.equal(baseUrl, `http://localhost:${port}`);

    // The curl line as printed: its headers and URL, sent as they are.
    const curlLine = r.stdout.split('\n').find((l) => l.startsWith('curl ')) ?? '';
    const headers = Object.fromEntries(
      [...curlLine.matchAll(/-H "([^:]+): ([^"]+)"/g)].map((m) => [m[1], m[2]]),
    );
    const url = curlLine.split(' ').at(-1) ?? '';
    assert.equal(url, `http://localhost:${port}/api/v1/ping`);
    assert.deepEqual(Object.keys(headers), ['X-App-Id', 'X-App-Secret']);
    const ping = await fetch(url, { headers });
    assert.equal(ping.status, 200, await ping.text());

    assert.match(r.stdout, /^Portal password: \S{12,}$/m);
    const again = run(['dev-app'], settings);
    assert.match(again.stdout, /^Portal password: unchanged/m);

    const alone = run(['dev-app'], { ...settings, PORT: String(await freePort()) });
    assert.match(alone.stderr, /Nothing answers at http:\/\/localhost:\d+/);
  });
});
