/**
 * Starting and stopping the service: storage, adapters, the Fastify app, listen, graceful close.
 * Used by `npm start` (src/main.ts) and `bin/sublord serve`.
 */
import cluster from 'node:cluster';
import { flushCompileCache } from 'node:module';
import { availableParallelism } from 'node:os';
import pino, { type Logger } from 'pino';
import { birthChart } from '../app/birth-chart.js';
import type { ComputeDeps } from '../app/deps.js';
import { createPlatformHttp } from '../http/platform/index.js';
import { buildServer, LOG_REDACT_PATHS } from '../http/server.js';
import { applySlowClientLimits } from '../http/slow-clients.js';
import { createPlatform } from '../platform/platform.js';
import { attachPool } from '../workers/offload.js';
import { ComputePool } from '../workers/pool.js';
import { createComputeDeps } from './compose.js';
import type { Config } from './config.js';
import { balanceConnections } from './connection-balance.js';
import { drainOnClose } from './drain.js';
import { announceServing, listenOptions, ownSocket } from './listen.js';
import { listenStartupError } from './startup-errors.js';

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
  });
}

/**
 * One chart before the first request, so that request does not pay for loading the zone polygons,
 * opening the ephemeris files and the first compilation of the hot paths (issue 11: first request
 * after start under 50 ms). A fixed input; the result is discarded.
 */
function warmUp(compute: ComputeDeps): void {
  const body = {
    birth_date: '1990-07-04',
    birth_time: '10:12',
    latitude: 28.6139,
    longitude: 77.209,
  };
  birthChart(compute, body, '2026-01-01');
}

/**
 * Prometheus metrics (src/http/metrics.ts), loaded only when the operator asked for them with
 * METRICS_PORT or METRICS_TOKEN: without either nobody can read them, and prom-client (with the
 * OpenTelemetry API it loads) adds start-up time and memory to every worker. Clustered, this worker
 * also answers the primary's requests for its registry.
 */
async function loadMetrics(config: Readonly<Config>, clustered: boolean) {
  if (config.metricsPort === null && config.metricsToken === null) return null;
  const [recorded, ipc] = await Promise.all([
    import('../http/metrics.js'),
    import('./cluster-ipc.js'),
  ]);
  if (clustered) recorded.answerClusterPrimary();
  const collect = clustered
    ? () => ipc.clusterMetricsFromPrimary()
    : async () => `${await recorded.processMetrics()}${ipc.workersGaugeText(1)}`;
  return {
    collect,
    instrument: recorded.instrumentQuotaGate,
    instrumentPool: recorded.instrumentComputePool,
    listen: (port: number) =>
      ipc.startMetricsListener(
        { port, host: config.metricsHost, token: config.metricsToken },
        collect,
      ),
  };
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A compute thread's old generation, at most (issue 37 §7). V8 sizes a thread's heap limit from the
 * machine's memory (4 GB here) and let a thread's old space grow to 100-470 MB before collecting,
 * for scans whose live data after a collection is 12-17 MB; the heaviest request the API accepts
 * (muhurta over three years at latitude -65.6, 20 windows) completes within 24 MB and fails at 16.
 * With 16 MB semi-spaces a 48 MB limit made the thread collect almost continuously (the mixed load of
 * bench/worker-memory.ts took twice the CPU); 64 MB costs nothing measurable against no limit.
 * A thread that would pass it ends with its task (503 with Retry-After, refusal.ts `memory`), and
 * the next task starts another.
 */
export const COMPUTE_THREAD_HEAP = { maxOldGenerationSizeMb: 64 };

/**
 * A compute thread's semi-spaces, MB (issue 37 §7; pool.ts, threadSemiSpaceMb). The main thread
 * keeps npm start's 16 MB: it computes the plain birth chart inline and parses, validates and
 * serializes every request, and 8 MB there cost a tenth of the charts a second. The thread runs
 * scans and birth-time windows: at 4 MB its new space is 8 MB instead of 33 and a worker is about
 * 16 MB smaller after bench/worker-memory.ts's mixed load, for a chart with a 10-minute window
 * 14-17 % slower on the thread (8 MB: 5 %) and a muhurta scan no slower
 * (bench/thread-young-generation.ts). Chosen for the memory target; a memory-rich operator loses
 * little by raising it.
 */
export const COMPUTE_THREAD_SEMI_SPACE_MB = 4;

/** Builds everything from config and listens on config.host:config.port. */
export async function startServer(
  config: Readonly<Config>,
  logger: Logger = createLogger(config),
): Promise<RunningServer> {
  const compute = createComputeDeps(config);
  // Long use cases run on worker threads (src/workers/offload.ts); the cores are shared with the
  // other cluster workers, so each process gets its share (threads start on first use).
  // Bounded and fair (issue 20 §2): a deadline per task, a bounded line, a per-app in-flight limit.
  const pool = new ComputePool(
    config,
    Math.max(1, Math.floor(availableParallelism() / config.workers)),
    {
      deadlineMs: config.compute.deadlineMs,
      queueLimit: config.compute.queueLimit,
      tenantLimit: config.compute.appInFlight,
      threadHeap: COMPUTE_THREAD_HEAP,
      threadSemiSpaceMb: COMPUTE_THREAD_SEMI_SPACE_MB,
    },
  );
  attachPool(compute, pool);
  const platform = await createPlatform(config, { logger, serving: true });
  // The first /api/v1 call should not pay for preparing the credential and quota statements either:
  // an unknown app id and a read-only peek (nothing is written), before metrics start counting.
  await platform.apps.verify('app_warmup_0000000000', 'warm-up');
  await platform.quota.peek('warm-up');
  const clustered = cluster.isWorker;
  const metrics = await loadMetrics(config, clustered);
  if (metrics) {
    metrics.instrument(platform.quota);
    metrics.instrumentPool(pool);
  }
  const app = await buildServer({
    compute,
    platform: createPlatformHttp(platform, config, { compute }),
    logger,
    trustProxy: config.trustProxy,
    baseUrl: config.baseUrl,
    sourceUrl: config.sourceUrl,
    ...(metrics ? { metrics: { token: config.metricsToken, collect: metrics.collect } } : {}),
  });
  await app.ready();
  applySlowClientLimits(app.server, config.http);
  warmUp(compute);
  const drain = drainOnClose(app.server);
  // On its own SO_REUSEPORT socket, a worker sheds the keep-alive connections it holds beyond its
  // share (src/process/connection-balance.ts).
  if (ownSocket()) balanceConnections(app.server);
  // In a cluster the primary owns METRICS_PORT (src/process/cluster.ts); a single process serves it itself.
  const metricsServer =
    metrics && !clustered && config.metricsPort !== null
      ? await metrics.listen(config.metricsPort)
      : null;
  const url = await app
    .listen(listenOptions(config.port, config.host))
    .catch((error: unknown) => Promise.reject(listenStartupError(error, config.port, config.host)));
  announceServing({ address: config.host, port: config.port });
  // Node writes its compile cache (enabled by scripts/start.mjs) only when a process exits cleanly:
  // without this a server stopped by SIGKILL, or a second worker forked while the first still runs,
  // compiled every module of the bundle from source after each build. Written once here, after
  // listening (a few ms when new, nothing when the cache was used; a no-op when the cache is off).
  flushCompileCache();
  logger.info(
    {
      url,
      ephemeris: compute.ephemeris.mode,
      tz_version: compute.zones.tzVersion,
      tz_source: compute.zones.source,
      storage: config.databaseUrl ? 'postgresql' : 'sqlite',
      quota_store: platform.quotaStore,
      engine_version: compute.engineVersion,
    },
    'sublord listening',
  );
  let closing: Promise<void> | null = null;
  return {
    url,
    close() {
      closing ??= (async () => {
        metricsServer?.close();
        await drain.quiet();
        // In-flight requests end first: each heavy one within the compute deadline (shorter than the
        // drain limit, config.ts), answered or refused with a status. Then the pool, whose threads
        // are idle by then: a busy thread is never terminated (issue 20 §4, workers/pool.ts).
        await app.close();
        await pool.close();
        await platform.close();
      })();
      return closing;
    },
  };
}

/**
 * Runs until SIGINT/SIGTERM, then closes gracefully (in-flight requests finish, usage is flushed). A
 * single process (WORKERS=1) treats SIGHUP the same way, so its supervisor's restart loses nothing;
 * in a cluster the primary handles SIGHUP (a rolling restart, src/process/cluster.ts).
 */
export async function serveForever(config: Readonly<Config>): Promise<void> {
  const logger = createLogger(config);
  const server = await startServer(config, logger);
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  if (!cluster.isWorker) process.once('SIGHUP', () => stop('SIGHUP'));
}
