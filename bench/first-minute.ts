/**
 * A new user's first minute (issue 38 §3): clone the repository into a scratch folder, then the
 * README's quick start, step by step, each timed: `npm ci`, `npm start` to a healthy /healthz,
 * `bin/sublord dev-app`, the README's first curl (/api/v1/ping) and its birth-chart curl (the first
 * chart). Prints each step and the total from clone to first chart; passes or fails nothing.
 *
 *   node bench/first-minute.ts [--ref REF] [--repo DIR] [--cold] [--detail] [--keep]
 *
 * --repo     what to clone (default: this repository; its committed HEAD, not the work tree)
 * --ref      the commit or branch to check out after the clone (default: the clone's HEAD)
 * --cold     `npm ci` with an empty npm cache of its own (every package downloaded), instead of
 *            the user's warm cache
 * --detail   after the run, what each part of `npm ci` costs: the packages' own install scripts
 *            (`npm rebuild NAME`, each alone), the `prepare` build, `npm ci --ignore-scripts`,
 *            and the size on disk of each direct dependency with what it pulls in alone
 * --keep     keep the scratch folder (its path is printed)
 *
 * Node 26 must be on PATH (and npm_config_nodedir naming its headers when a global npmrc names
 * another node's, as the README says). curl must be installed: the README's commands are curl.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const flag = (name: string) => args.includes(name);
const repo = option('--repo') ?? new URL('../', import.meta.url).pathname;
const ref = option('--ref');
const cold = flag('--cold');

const scratch = mkdtempSync(join(tmpdir(), 'sublord-first-minute-'));
const clone = join(scratch, 'sublord');
const npmCache = cold ? join(scratch, 'npm-cache') : undefined;
const port = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const a = s.address();
    s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
  });
});
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  ...(npmCache ? { npm_config_cache: npmCache } : {}),
};
delete env.DATA_DIR; // the README's defaults: ./data in the clone
delete env.DATABASE_URL;
delete env.REDIS_URL;

const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
function step(name: string, ms: number, note = ''): void {
  console.log(
    `${name.padEnd(38)} ${seconds(ms).padStart(8)}   (${seconds(performance.now() - started)} since the clone began)${note ? `  ${note}` : ''}`,
  );
}
/** Runs a command in the clone, inheriting nothing on stdout; throws with its output on failure. */
function run(
  command: string,
  argv: string[],
  cwd = clone,
  extraEnv: NodeJS.ProcessEnv = {},
): { ms: number; out: string } {
  const t = performance.now();
  const r = spawnSync(command, argv, {
    cwd,
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (r.status !== 0) {
    throw new Error(`${command} ${argv.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  }
  return { ms: performance.now() - t, out: `${r.stdout}${r.stderr}` };
}

console.log(
  `first-minute: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(
      ' ',
    )}, node ${process.version}, npm ${execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim()}, ` +
    `npm cache ${cold ? 'cold (empty, its own)' : 'warm (the user’s)'}; scratch ${scratch}`,
);

let service: ReturnType<typeof spawn> | null = null;
try {
  const cloned = run('git', ['clone', '--quiet', repo, clone], scratch);
  if (ref) run('git', ['checkout', '--quiet', ref]);
  const commit = run('git', ['rev-parse', '--short', 'HEAD']).out.trim();
  step(`git clone (${commit})`, cloned.ms);

  const ci = run('npm', ['ci', '--no-audit', '--no-fund']);
  step('npm ci', ci.ms);

  // npm start, as the README runs it, to the first healthy /healthz.
  const t = performance.now();
  service = spawn('npm', ['start'], { cwd: clone, env, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (service.exitCode !== null) throw new Error(`npm start exited ${service.exitCode}`);
    if (performance.now() - t > 120_000) throw new Error('npm start: no healthy /healthz in 120 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  step('npm start to a healthy /healthz', performance.now() - t);

  const devApp = run(join(clone, 'bin/sublord'), ['dev-app']);
  const exported = /export (SUBLORD_APP_ID=\S+ SUBLORD_APP_SECRET=\S+ SUBLORD_BASE_URL=\S+)/.exec(
    devApp.out,
  )?.[1];
  if (!exported) throw new Error(`dev-app printed no export line:\n${devApp.out}`);
  const credentials = Object.fromEntries(exported.split(' ').map((kv) => kv.split('=', 2))) as {
    SUBLORD_APP_ID: string;
    SUBLORD_APP_SECRET: string;
    SUBLORD_BASE_URL: string;
  };
  step('bin/sublord dev-app', devApp.ms);

  const headers = [
    '-H',
    `X-App-Id: ${credentials.SUBLORD_APP_ID}`,
    '-H',
    `X-App-Secret: ${credentials.SUBLORD_APP_SECRET}`,
  ];
  const curl = (path: string, extra: string[]) => {
    const r = run('curl', [
      '-s',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code}',
      `${credentials.SUBLORD_BASE_URL}${path}`,
      ...headers,
      ...extra,
    ]);
    if (r.out.trim() !== '200') throw new Error(`curl ${path}: status ${r.out.trim()}`);
    return r.ms;
  };
  step('curl /api/v1/ping (200)', curl('/api/v1/ping', []));
  step(
    'curl /api/v1/birth-chart (200)',
    curl('/api/v1/birth-chart', [
      '-H',
      'Content-Type: application/json',
      '-d',
      '{"birth_date":"1990-07-04","birth_time":"10:12","latitude":28.6139,"longitude":77.209,"place":"New Delhi"}',
    ]),
  );
  console.log(`clone to first chart: ${seconds(performance.now() - started)}`);
} finally {
  if (service?.pid) {
    try {
      process.kill(-service.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1500));
  }
}

if (flag('--detail')) detail();
if (flag('--keep')) console.log(`kept ${scratch}`);
else rmSync(scratch, { recursive: true, force: true });

/** What each part of `npm ci` costs, measured in the clone after the run. */
function detail(): void {
  const lock = JSON.parse(readFileSync(join(clone, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { hasInstallScript?: boolean; dev?: boolean }>;
  };
  console.log('\nnpm ci in parts (each alone, after the run above):');
  const scripted = Object.entries(lock.packages)
    .filter(([path, p]) => path.startsWith('node_modules/') && p.hasInstallScript)
    .map(([path]) => path.slice('node_modules/'.length));
  for (const name of scripted) {
    step(`  npm rebuild ${name}`, run('npm', ['rebuild', name]).ms);
    // node-gyp reads JOBS: `make -j` on every core instead of one file at a time.
    step(
      `  JOBS=max npm rebuild ${name}`,
      run('npm', ['rebuild', name], clone, { JOBS: 'max' }).ms,
    );
  }
  step('  npm run prepare (scripts/build.mjs)', run('npm', ['run', 'prepare']).ms);
  rmSync(join(clone, 'node_modules'), { recursive: true, force: true });
  step(
    '  npm ci --ignore-scripts',
    run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund']).ms,
  );

  // Size on disk of each direct dependency with everything it pulls in (package-lock's tree), and
  // the part of that no other direct dependency needs: what leaving it out would save.
  const pkg = JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const packages = lock.packages as Record<
    string,
    { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }
  >;
  const resolveFrom = (from: string, name: string): string | undefined => {
    for (let dir = from; ; ) {
      const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!dir) return undefined;
      const up = dir.lastIndexOf('/node_modules/');
      dir = up < 0 ? '' : dir.slice(0, up);
    }
  };
  const closure = (root: string): Set<string> => {
    const seen = new Set<string>();
    const walk = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      const p = packages[path] ?? {};
      for (const dep of Object.keys({ ...p.dependencies, ...p.optionalDependencies })) {
        const found = resolveFrom(path, dep);
        if (found) walk(found);
      }
    };
    walk(root);
    return seen;
  };
  const kbOf = new Map<string, number>();
  const kb = (path: string) => {
    let v = kbOf.get(path);
    if (v === undefined) {
      const dir = join(clone, path);
      // A package's own folder, without the packages nested in it (counted on their own).
      v = existsSync(dir)
        ? Number(
            execFileSync('du', ['-sk', '--exclude=node_modules', dir], { encoding: 'utf8' }).split(
              '\t',
            )[0],
          )
        : 0;
      kbOf.set(path, v);
    }
    return v;
  };
  const direct = [
    ...Object.keys(pkg.dependencies).map((n) => [n, 'dependency'] as const),
    ...Object.keys(pkg.devDependencies).map((n) => [n, 'dev'] as const),
  ].map(([name, kind]) => ({ name, kind, paths: closure(`node_modules/${name}`) }));
  const users = new Map<string, number>();
  for (const d of direct) for (const p of d.paths) users.set(p, (users.get(p) ?? 0) + 1);
  const rows = direct.map((d) => {
    let all = 0;
    let alone = 0;
    for (const p of d.paths) {
      all += kb(p);
      if (users.get(p) === 1) alone += kb(p);
    }
    return { ...d, all, alone };
  });
  rows.sort((a, b) => b.alone - a.alone);
  const mb = (k: number) => (k / 1024).toFixed(1).padStart(7);
  const total = Number(
    execFileSync('du', ['-sk', join(clone, 'node_modules')], { encoding: 'utf8' }).split('\t')[0],
  );
  console.log(
    `\nnode_modules: ${(total / 1024).toFixed(0)} MB. Each direct dependency with what it pulls in (MB on disk), and the part only it needs:`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(38)} ${r.kind.padEnd(10)} ${mb(r.all)} MB in ${String(r.paths.size).padStart(3)} packages, ${mb(r.alone)} MB its own`,
    );
  }
  const count = readdirSync(join(clone, 'node_modules')).length;
  console.log(`  (${count} entries at node_modules' top level)`);
}
