/**
 * `npm start` and `sublord serve` on every core (issue 11 §2): a node:cluster primary that forks
 * WORKERS processes (default one per core), each a complete server (src/process/serve.ts) sharing the port.
 *
 * Why node:cluster: the workers are whole processes (a crash, a leak or a stalled loop stays in one),
 * the port is shared without a proxy, and the embedded SQLite database is shared by file, so quotas,
 * switches and usage are the same whichever worker answers.
 *
 * Lifecycle:
 * - a worker that dies unasked is replaced (after a growing pause if it keeps dying at start);
 * - SIGTERM / SIGINT: every worker stops accepting, finishes its in-flight requests, flushes usage
 *   and exits; the primary exits once all have (each worker has SHUTDOWN_GRACE_MS before SIGKILL);
 * - SIGHUP: rolling restart, one worker at a time: a new worker listens before the old one leaves.
 *
 * The primary loads neither Fastify nor the ephemeris nor the database: it only supervises and, with
 * METRICS_PORT or METRICS_TOKEN, aggregates the workers' metrics (prom-client is loaded only then).
 */
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.js';
import { shareConnections } from './connection-balance.js';
import { relayServing } from './listen.js';
import {
  assertPortFree,
  EXIT_CONFIG,
  EXIT_UNAVAILABLE,
  isStartupExitCode,
} from './startup-errors.js';

/** How long a worker may take to finish its requests on shutdown before it is killed. */
export const SHUTDOWN_GRACE_MS = 30_000;
/** A worker that dies sooner than this after starting counts as a failing start. */
const QUICK_DEATH_MS = 5_000;
/** Consecutive workers failing at start on a defect, none serving, before the primary exits. */
const START_DEFECTS_BEFORE_GIVING_UP = 3;

/** Runs the service: a cluster of config.workers processes, or this process alone when 1. */
export async function serve(config: Readonly<Config>): Promise<void> {
  if (cluster.isWorker || config.workers <= 1) {
    const { serveForever } = await import('./serve.js');
    return serveForever(config);
  }
  await runPrimary(config);
}

/** pino's level numbers, so the primary honours LOG_LEVEL like the workers. */
const LEVELS: Readonly<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};
let minimumLevel = LEVELS.info ?? 30;

function log(level: 'info' | 'warn' | 'error', fields: Record<string, unknown>, msg: string): void {
  // One JSON line like pino's, without loading pino in the primary.
  const levels = { info: 30, warn: 40, error: 50 } as const;
  if (levels[level] < minimumLevel) return;
  process.stdout.write(
    `${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg })}\n`,
  );
}

async function runPrimary(config: Readonly<Config>): Promise<void> {
  minimumLevel = LEVELS[config.logLevel] ?? minimumLevel;
  const retiring = new WeakSet<Worker>();
  const startedAt = new WeakMap<Worker, number>();
  let shuttingDown = false;
  let quickDeaths = 0;
  let startDefects = 0;
  let pendingForks = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (shuttingDown || retiring.has(worker)) return;
    const startFailed = !everServed.has(worker);
    // A rolling restart whose new worker could not start stops there, the old ones serving.
    if (startFailed && restarting && isStartupExitCode(code)) {
      log('error', { worker_pid: worker.process.pid, code }, 'new worker could not start');
      return;
    }
    // A worker that could not start on a setting (it printed the line, src/process/startup-errors.ts)
    // is not restarted: with none serving the primary exits with its code, never looping.
    if (code === EXIT_CONFIG && startFailed && serving.size === 0) {
      void shutdown('start-up failure', code);
      return;
    }
    // A worker that failed at start on a defect (exit 1, its one line printed) is restarted a few
    // times; with none serving after that the primary gives up, and says so with a non-zero exit.
    // One that waits for a store (exit 69: PostgreSQL or Redis unreachable) is retried for as long
    // as it takes: the service recovers when the store does.
    // (A worker killed by a signal before it served, by an operator or the OOM killer, is no defect.)
    const defect = startFailed && code !== null && code !== 0 && !isStartupExitCode(code);
    startDefects = defect ? startDefects + 1 : 0;
    if (startDefects >= START_DEFECTS_BEFORE_GIVING_UP && serving.size === 0) {
      log(
        'error',
        { worker_pid: worker.process.pid, code, signal },
        'workers keep failing at start; giving up',
      );
      void shutdown('start-up failure', code ?? 1);
      return;
    }
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    // 0, 1, 2, 4 ... 30 s: a worker that cannot start does not spin.
    const pause = quickDeaths <= 1 ? 0 : Math.min(30_000, 1000 * 2 ** (quickDeaths - 2));
    log(
      'error',
      { worker_pid: worker.process.pid, code, signal, restart_in_ms: pause },
      code === EXIT_UNAVAILABLE && startFailed
        ? 'worker could not reach a store; retrying'
        : 'worker died',
    );
    // A timer that holds the primary: with no worker alive it is what keeps the service running.
    pendingForks++;
    setTimeout(() => {
      pendingForks--;
      if (!shuttingDown) fork();
    }, pause);
  });

  // Each worker listens on its own SO_REUSEPORT socket and says so (src/process/listen.ts), and reports its
  // connections, so that a worker holding more than its share can shed some (connection-balance.ts).
  relayServing();
  shareConnections();
  // Workers that listen, i.e. are serving: the ones asked for metrics and counted as workers.
  const serving = new Set<Worker>();
  const everServed = new WeakSet<Worker>();
  cluster.on('listening', (worker) => {
    serving.add(worker);
    everServed.add(worker);
  });
  cluster.on('exit', (worker) => {
    serving.delete(worker);
  });
  // Metrics only when the operator asked for them (METRICS_PORT or METRICS_TOKEN): prom-client is
  // then loaded here too, to answer the port and the workers' requests for the cluster's aggregate.
  let metricsServer: { close(): void } | null = null;
  if (config.metricsPort !== null || config.metricsToken !== null) {
    const ipc = await import('./cluster-ipc.js');
    const collect = async () =>
      `${await ipc.aggregateWorkerMetrics([...serving])}${ipc.workersGaugeText(serving.size)}`;
    ipc.answerMetricsRequests(collect);
    if (config.metricsPort !== null) {
      metricsServer = await ipc.startMetricsListener(
        { port: config.metricsPort, host: config.metricsHost, token: config.metricsToken },
        collect,
      );
    }
  }

  // The first worker starts alone and the others once it listens: on a busy or small machine the
  // service answers sooner when its first worker does not share the cores with the others' start-up.
  // PORT is checked here, before any fork: a taken port is one line and exit 78, not a restart loop.
  await assertPortFree(config.port, config.host);
  fork();
  // The others follow once one listens, and make up the count whenever one listens with fewer alive
  // (a first worker that waited for its store, then served).
  cluster.on('listening', () => {
    if (shuttingDown || restarting) return;
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead()).length;
    for (let i = alive + pendingForks; i < config.workers; i++) fork();
  });
  log(
    'info',
    { workers: config.workers, port: config.port, metrics_port: config.metricsPort },
    'sublord primary started',
  );

  const stopWorker = (worker: Worker) =>
    new Promise<void>((resolve) => {
      retiring.add(worker);
      if (worker.isDead()) return resolve();
      const kill = setTimeout(() => worker.process.kill('SIGKILL'), SHUTDOWN_GRACE_MS);
      worker.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      // The worker's own SIGTERM handler closes its server gracefully (src/process/serve.ts).
      worker.process.kill('SIGTERM');
    });

  const shutdown = async (signal: string, exitCode = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log('info', { signal }, 'shutting down workers');
    await Promise.all(
      Object.values(cluster.workers ?? {}).flatMap((w) => (w ? [stopWorker(w)] : [])),
    );
    metricsServer?.close();
    log('info', {}, 'all workers stopped');
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  let restarting = false;
  process.on('SIGHUP', () => {
    if (restarting || shuttingDown) return;
    restarting = true;
    void (async () => {
      const old = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      log('info', { workers: old.length }, 'rolling restart');
      for (const worker of old) {
        if (shuttingDown) break;
        const fresh = fork();
        await new Promise<void>((resolve) => {
          const done = () => {
            fresh.off('listening', done);
            fresh.off('exit', done);
            resolve();
          };
          fresh.on('listening', done);
          fresh.on('exit', done);
        });
        // A new worker that could not start leaves the old one serving: the roll stops there.
        if (!serving.has(fresh)) break;
        await stopWorker(worker);
      }
      restarting = false;
      log('info', {}, 'rolling restart done');
    })();
  });
}
