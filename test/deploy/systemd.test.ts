/**
 * The systemd sample (deploy/systemd/sublord.service) as systemd would run it (issue 23 §6). No
 * systemd runs here, so the test reads the unit and does what systemd does with it: starts ExecStart
 * (with the node running this test in place of /usr/local/bin/node) in WorkingDirectory = the
 * checkout, with the unit's Environment= (the port, host and data directory moved to a temporary
 * place), sends ExecReload's SIGHUP, then KillSignal with KillMode=mixed (the main PID only).
 * Authority: the service's own /healthz and exit status. The npm-start sample it replaces failed
 * this: SIGHUP went to npm, which exited and left the node primary behind.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, test } from 'node:test';
import { type RunningService, startService } from '../helpers/cluster.js';
import { eventually } from '../helpers/eventually.js';
import { tempDir } from '../helpers/tmp.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const UNIT = readFileSync(new URL('../../deploy/systemd/sublord.service', import.meta.url), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/** Every `Key=value` of a section, in order (systemd's own syntax: no continuation lines here). */
function entries(section: string): Array<[string, string]> {
  const body = UNIT.split(/^\[/m).find((s) => s.startsWith(`${section}]`)) ?? '';
  return body
    .split('\n')
    .slice(1)
    .filter((line) => /^[A-Za-z]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
}
const service = entries('Service');
const one = (key: string) => service.filter(([k]) => k === key).map(([, v]) => v);

test('the unit runs node directly with npm start’s options, as a dedicated user, and installs', () => {
  const [execStart] = one('ExecStart');
  assert.ok(execStart, 'ExecStart');
  const argv = execStart.split(/\s+/);
  assert.match(argv[0] ?? '', /^\/.*\/node$/, 'an absolute path to node, not npm');
  assert.deepEqual(
    argv.slice(1),
    (pkg.scripts.start as string).split(/\s+/).slice(1),
    'the same node options and script as package.json "start"',
  );
  assert.deepEqual(one('ExecReload'), ['/bin/kill -HUP $MAINPID']);
  assert.deepEqual(
    one('KillMode'),
    ['mixed'],
    'SIGTERM to the primary only; it drains its workers',
  );
  assert.ok(!['', 'root'].includes(one('User')[0] ?? ''), 'a dedicated user');
  assert.deepEqual(one('StateDirectoryMode'), ['0700']);
  assert.deepEqual(one('UMask'), ['0077']);
  assert.ok(
    one('Environment').some((e) => e.includes('DATA_DIR=/var/lib/sublord')),
    'DATA_DIR is the StateDirectory',
  );
  assert.deepEqual(entries('Install'), [['WantedBy', 'multi-user.target']]);
});

const data = tempDir('systemd');
let svc: RunningService | null = null;
after(async () => {
  await svc?.stop();
  data.remove();
});

test('started as the unit says: healthy, SIGHUP rolls the workers under the same main PID, SIGTERM exits 0', async () => {
  const env: Record<string, string> = {};
  for (const line of one('Environment')) {
    for (const pair of line.split(/\s+/)) {
      const eq = pair.indexOf('=');
      env[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
  }
  // The unit's settings, with the places this test may use instead of the machine's.
  Object.assign(env, { DATA_DIR: data.path, WORKERS: '2', METRICS_PORT: '', LOG_LEVEL: 'warn' });
  delete env.HOST;
  delete env.PORT;
  const argv = (one('ExecStart')[0] ?? '').split(/\s+/).slice(1);
  assert.equal(process.cwd().replace(/\/$/, ''), ROOT.replace(/\/$/, ''), 'WorkingDirectory');
  const service = await startService(env, 90_000, argv);
  svc = service;
  const mainPid = svc.child.pid;
  const before = svc.workerPids().sort();
  assert.equal(before.length, 2, 'two workers');

  // ExecReload: SIGHUP to $MAINPID. Requests keep being answered while the workers are replaced.
  svc.child.kill('SIGHUP');
  let failures = 0;
  await eventually(async () => {
    const res = await fetch(`${service.url}/healthz`).catch(() => null);
    if (!res?.ok) failures++;
    await res?.arrayBuffer();
    const now = service.workerPids().sort();
    return now.length === 2 && now.every((pid) => !before.includes(pid));
  }, 'both workers replaced');
  assert.equal(failures, 0, 'no request failed during the rolling restart');
  assert.equal(svc.child.exitCode, null, 'the main process is still running');
  assert.equal(svc.child.pid, mainPid);

  // KillSignal=SIGTERM to the main PID only (KillMode=mixed): the primary drains and exits 0.
  svc.child.kill('SIGTERM');
  assert.equal(await svc.exited, 0, svc.output());
  svc = null;
});
