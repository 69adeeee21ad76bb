/**
 * Starts the real `npm start` entry (src/main.ts from the sources, types stripped by Node, or the compiled build through
 * scripts/start.mjs) as a child process with the given environment, on a free loopback port, and waits
 * for /healthz. For the cluster, metrics and compiled-build tests.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { TEST_SECRET_KEY } from './platform.js';

const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;
/** Preloaded by a process that runs the TypeScript sources (the './x.js' → './x.ts' resolve hook). */
export const TS_SOURCES = new URL('../../scripts/ts-sources.mjs', import.meta.url).href;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface RunningService {
  child: ChildProcess;
  url: string;
  port: number;
  /** stdout and stderr so far (the structured log). */
  output(): string;
  /**
   * Worker pids: the primary's children that run its script. Not every child: the primary may have
   * other children too (a fresh clone under tsx once had esbuild's transform service as a third).
   */
  workerPids(): number[];
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** The source entry (types stripped by Node); the compiled start is `[START]`. */
const FROM_SOURCE = ['--no-warnings=ExperimentalWarning', '--import', TS_SOURCES, MAIN];
/** `npm start`'s script: builds dist/ if stale, then runs the compiled entry. */
export const START = new URL('../../scripts/start.mjs', import.meta.url).pathname;

export async function startService(
  env: Record<string, string>,
  timeoutMs = 20_000,
  nodeArgs: readonly string[] = FROM_SOURCE,
): Promise<RunningService> {
  const port = await freePort();
  // Cluster workers re-run the same script: it names the primary's workers among its children.
  const script = nodeArgs[nodeArgs.length - 1] ?? MAIN;
  const child = spawn(process.execPath, [...nodeArgs], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SUBLORD_SECRET_KEY: TEST_SECRET_KEY,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`service exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`service did not answer /healthz within ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    url,
    port,
    output: () => out,
    workerPids: () => {
      try {
        return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(child.pid)], {
          encoding: 'utf8',
        })
          .split('\n')
          .filter((line) => line.includes(script))
          .map((line) => Number.parseInt(line.trim(), 10))
          .filter((n) => n > 0);
      } catch {
        return [];
      }
    },
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The cluster's serving workers as its metrics report them (`sublord_workers`), or undefined. */
export async function servingWorkers(metricsPort: number): Promise<string | undefined> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return /^sublord_workers (\d+)$/m.exec(text)?.[1];
}

/** Polls `ok` every 50 ms until it holds; throws naming `what` after `ms`. */
export async function waitFor(
  what: string,
  ok: () => boolean | Promise<boolean>,
  ms = 30_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A heavy request for the overload and shutdown tests: a muhurta scan at latitude -65.6 over three
 * years with 20 windows (issue 20 §2's reproducer, among the costliest bodies the API accepts).
 */
export function heavyMuhurtaBody() {
  const threeYears = new Date(Date.now() + 3 * 365 * 86_400_000).toISOString().slice(0, 10);
  return {
    birth: { birth_date: '1990-07-04', birth_time: '10:12', latitude: -65.6, longitude: -64.1 },
    event_name: 'marriage',
    max_windows: 20,
    to_date: threeYears,
  };
}

/** The real start command from the sources, with a test's defaults under `env`. */
export function spawnStart(env: Record<string, string>) {
  const child = spawn(process.execPath, [...FROM_SOURCE], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SUBLORD_SECRET_KEY: TEST_SECRET_KEY,
      LOG_LEVEL: 'info',
      WORKERS: '2',
      DATABASE_URL: '',
      DATABASE_POOLER: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  return { child, stdout: () => stdout, stderr: () => stderr };
}

/** How a start that was expected to fail ended. */
export interface StartOutcome {
  code: number | null;
  stderr: string;
  stdout: string;
  /** Whether the guard had to kill it (it did not exit by itself). */
  killed: boolean;
}

/**
 * Runs the real start command to its exit (a start-up failure); after `guardMs` a guard kills it, a
 * guard against a hang (a restart loop never exits), never a timing.
 */
export function runToExit(env: Record<string, string>, guardMs = 60_000): Promise<StartOutcome> {
  const started = spawnStart(env);
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    started.child.kill('SIGKILL');
  }, guardMs);
  return new Promise((resolve) =>
    started.child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: started.stderr(), stdout: started.stdout(), killed });
    }),
  );
}
