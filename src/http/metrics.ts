/**
 * The operator's view (issue 11 §9): Prometheus metrics recorded per process with prom-client's
 * default registry; the cluster primary asks every listening worker for it and aggregates them
 * (src/process/cluster-ipc.ts, with prom-client's AggregatorRegistry.aggregate).
 *
 * Recorded: requests and their latency per route template, method and status (402, 429 and 503 are
 * statuses like any other), quota-store latency per operation, and prom-client's process metrics
 * (event-loop lag, heap, CPU). Labels never carry a body, an app id or a raw URL: the route label is
 * the template (`/api/v1/birth-chart`) or `unmatched`, so cardinality stays bounded.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import { type CacheStats, cacheStats } from '../geo/bounded-cache.js';
import type { QuotaGate } from '../platform/limits/quota-gate.js';
import { WORKER_METRICS_REQUEST, WORKER_METRICS_RESPONSE } from '../process/cluster-ipc.js';
import type { RefusalReason } from '../workers/refusal.js';
import { sendError } from './errors.js';

/** Latency buckets (seconds): 1 ms to 10 s, dense where a chart answers (2-50 ms). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
const QUOTA_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1, 1];

interface Instruments {
  requests: client.Counter<'method' | 'route' | 'status'>;
  duration: client.Histogram<'method' | 'route' | 'status'>;
  quota: client.Histogram<'op'>;
}
let instruments: Instruments | null = null;

/**
 * Moves a prom-client counter to a running total read elsewhere (a cache's lookups, a pool's
 * refusals): it adds what the total gained since the last scrape, and shows a series at 0 the
 * first time its labels are seen.
 */
function counterFromTotals() {
  const seen = new Map<string, number>();
  return (counter: client.Counter<string>, labels: Record<string, string>, total: number) => {
    const key = JSON.stringify(labels);
    const before = seen.get(key);
    if (before === undefined || total > before) counter.inc(labels, total - (before ?? 0));
    seen.set(key, total);
  };
}

/** The process's instruments, created once (prom-client refuses a second registration of a name). */
function ensureInstruments(): Instruments {
  if (instruments) return instruments;
  client.collectDefaultMetrics({ prefix: 'sublord_' });
  instruments = {
    requests: new client.Counter({
      name: 'sublord_http_requests_total',
      help: 'HTTP responses sent, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
    }),
    duration: new client.Histogram({
      name: 'sublord_http_request_duration_seconds',
      help: 'Time from request received to response sent, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
    }),
    quota: new client.Histogram({
      name: 'sublord_quota_store_duration_seconds',
      help: 'Latency of the quota store (consume: count a call; peek: read the counters)',
      labelNames: ['op'],
      buckets: QUOTA_BUCKETS,
    }),
  };
  // The bounded caches of the serving thread (issue 37 §7: src/geo/bounded-cache.ts), read when
  // scraped: lookups by result (a counter, summed across workers), entries and bytes held.
  const lookups = counterFromTotals();
  new client.Counter({
    name: 'sublord_cache_lookups_total',
    help: 'Lookups of a bounded cache, by result (hit or miss)',
    labelNames: ['cache', 'result'],
    collect() {
      for (const c of cacheStats()) {
        lookups(this, { cache: c.name, result: 'hit' }, c.hits);
        lookups(this, { cache: c.name, result: 'miss' }, c.misses);
      }
    },
  });
  const cacheGauge = (name: string, help: string, read: (c: CacheStats) => number) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['cache'],
      collect() {
        for (const c of cacheStats()) this.set({ cache: c.name }, read(c));
      },
    });
  // The compute pool's refusals by reason (instrumentComputePool), summed over this process's pools.
  const refusals = counterFromTotals();
  new client.Counter({
    name: 'sublord_compute_refused_total',
    help: 'Heavy requests the compute pool refused (503 with Retry-After), by reason',
    labelNames: ['reason'],
    collect() {
      const now = new Map<string, number>();
      for (const pool of pools)
        for (const [reason, n] of Object.entries(pool.refused))
          now.set(reason, (now.get(reason) ?? 0) + n);
      for (const [reason, n] of now) refusals(this, { reason }, n);
    },
  });
  cacheGauge('sublord_cache_entries', 'Entries a bounded cache holds', (c) => c.entries);
  cacheGauge('sublord_cache_bytes', 'Estimated bytes a bounded cache holds', (c) => c.bytes);
  cacheGauge(
    'sublord_cache_budget_bytes',
    'The most a bounded cache may hold',
    (c) => c.budgetBytes,
  );
  return instruments;
}

/** This process's metrics in the Prometheus text format. */
export function processMetrics(): Promise<string> {
  ensureInstruments();
  return client.register.metrics();
}

let answering = false;
/**
 * In a cluster worker: answer the primary's requests (src/process/cluster-ipc.ts) with this process's metrics
 * as prom-client JSON, which the primary aggregates across workers.
 */
export function answerClusterPrimary(): void {
  ensureInstruments();
  if (answering) return;
  answering = true;
  process.on('message', (message: { type?: string; id?: number }) => {
    if (message?.type !== WORKER_METRICS_REQUEST) return;
    client.register.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: WORKER_METRICS_RESPONSE, id: message.id, metrics }),
      (error: unknown) =>
        process.send?.({ type: WORKER_METRICS_RESPONSE, id: message.id, error: String(error) }),
    );
  });
}

/** The Prometheus text format's content type. */
export const METRICS_CONTENT_TYPE = client.register.contentType;

export interface MetricsOptions {
  /** Opens GET /metrics on this server for `Authorization: Bearer <token>`; null: no such route. */
  token: string | null;
  /** The text to serve: the aggregate of every worker when clustered, else this process's. */
  collect(): Promise<string>;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Records every response; serves /metrics behind the operator token when one is configured. */
export function installMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { requests, duration } = ensureInstruments();
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  const token = options.token;
  if (token === null) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // A wrong token gets the same 404 as a server without the route: its existence is not revealed.
    if (!tokenMatches(request.headers.authorization, token)) {
      return sendError(reply, 'not_found');
    }
    reply.header('Content-Type', METRICS_CONTENT_TYPE).header('Cache-Control', 'no-store');
    return options.collect();
  });
}

/**
 * Records the quota store's latency (memory, SQLite or Redis alike) by wrapping the gate's two
 * methods in place, so whatever else the gate offers stays as it is.
 */
export function instrumentQuotaGate(gate: QuotaGate): void {
  const { quota } = ensureInstruments();
  for (const op of ['consume', 'peek'] as const) {
    const original = gate[op].bind(gate) as (
      ...args: unknown[]
    ) => ReturnType<QuotaGate[typeof op]>;
    const histogram = quota.labels(op);
    (gate as unknown as Record<string, unknown>)[op] = async (...args: unknown[]) => {
      const end = histogram.startTimer();
      try {
        return await original(...args);
      } finally {
        end();
      }
    };
  }
}

type RefusalCounts = Readonly<Record<RefusalReason, number>>;
const pools: Array<{ readonly refused: RefusalCounts }> = [];

/**
 * Counts the compute pool's refusals in `sublord_compute_refused_total` (each a 503 with
 * Retry-After; src/workers/refusal.ts), read from the pool when scraped.
 */
export function instrumentComputePool(pool: { readonly refused: RefusalCounts }): void {
  ensureInstruments();
  pools.push(pool);
}
