/**
 * The few messages between the cluster primary and its workers (src/process/cluster.ts), and the operator's
 * /metrics listener shared by the primary and a single-process server. No src/http import here: the
 * primary stays small (it never loads Fastify, the ephemeris or the database).
 */
import cluster, { type Worker } from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import client from 'prom-client';
import { StartupError } from './startup-errors.js';

/** Primary → worker: send your registry as JSON; worker → primary: here it is. */
export const WORKER_METRICS_REQUEST = 'sublord:worker-metrics-req';
export const WORKER_METRICS_RESPONSE = 'sublord:worker-metrics-res';

/** One worker's registry as prom-client JSON. */
type WorkerMetrics = Awaited<ReturnType<typeof client.register.getMetricsAsJSON>>;

let nextWorkerRequest = 0;
/**
 * Primary side: every given worker's metrics, aggregated (counters and histograms summed, gauges as
 * prom-client's aggregators say). Only workers that are listening are asked, so one still starting
 * does not hold the answer up; a worker that does not answer within timeoutMs is left out.
 */
export async function aggregateWorkerMetrics(workers: Worker[], timeoutMs = 2000): Promise<string> {
  const id = nextWorkerRequest++;
  const answers = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<WorkerMetrics | null>((resolve) => {
          const onMessage = (message: { type?: string; id?: number; metrics?: WorkerMetrics }) => {
            if (message?.type !== WORKER_METRICS_RESPONSE || message.id !== id) return;
            done(message.metrics ?? null);
          };
          const done = (value: WorkerMetrics | null) => {
            clearTimeout(timer);
            worker.off('message', onMessage);
            worker.off('exit', gone);
            resolve(value);
          };
          const gone = () => done(null);
          const timer = setTimeout(gone, timeoutMs);
          worker.on('message', onMessage);
          worker.once('exit', gone);
          if (worker.isConnected()) worker.send({ type: WORKER_METRICS_REQUEST, id });
          else done(null);
        }),
    ),
  );
  const registries = answers.filter((a): a is WorkerMetrics => a !== null);
  return client.AggregatorRegistry.aggregate(registries).metrics();
}

const METRICS_REQ = 'sublord:metrics-req';
const METRICS_RES = 'sublord:metrics-res';
const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

interface MetricsRequest {
  type: typeof METRICS_REQ;
  id: number;
}
interface MetricsResponse {
  type: typeof METRICS_RES;
  id: number;
  text?: string;
  error?: string;
}

/** The `sublord_workers` gauge in the Prometheus text format. */
export function workersGaugeText(workers: number): string {
  return [
    '# HELP sublord_workers Worker processes serving requests',
    '# TYPE sublord_workers gauge',
    `sublord_workers ${workers}`,
    '',
  ].join('\n');
}

/** Primary side: answers a worker's request for the cluster-wide metrics text. */
export function answerMetricsRequests(collect: () => Promise<string>): void {
  cluster.on('message', (worker, message: MetricsRequest) => {
    if (message?.type !== METRICS_REQ) return;
    const reply = (r: Omit<MetricsResponse, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: METRICS_RES, id: message.id, ...r });
    };
    collect().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: String(error) }),
    );
  });
}

let nextId = 0;
/** Worker side: asks the primary for the cluster-wide metrics (every worker's, aggregated). */
export function clusterMetricsFromPrimary(timeoutMs = 5000): Promise<string> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: MetricsResponse) => {
      if (message?.type !== METRICS_RES || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics'));
    };
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer with metrics'));
    }, timeoutMs);
    process.on('message', onMessage);
    process.send?.({ type: METRICS_REQ, id } satisfies MetricsRequest);
  });
}

/**
 * The operator's listener: GET /metrics on its own port (METRICS_PORT, bound to METRICS_HOST,
 * 127.0.0.1 by default), for a Prometheus server on the same host or network. With METRICS_TOKEN
 * set it also requires `Authorization: Bearer <token>`.
 */
export async function startMetricsListener(
  options: { port: number; host: string; token: string | null },
  collect: () => Promise<string>,
): Promise<Server> {
  const wanted = options.token === null ? null : Buffer.from(`Bearer ${options.token}`);
  const server = createServer((req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    const authorized =
      wanted === null || (given.length === wanted.length && timingSafeEqual(given, wanted));
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics' || !authorized) {
      // The error bodies of src/http/errors.ts's table (not_found, unavailable), written here as
      // JSON: this listener is plain node:http, outside the HTTP app.
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"detail":"Not found.","code":"not_found"}');
      return;
    }
    collect().then(
      (text) => {
        res.writeHead(200, {
          'content-type': PROMETHEUS_CONTENT_TYPE,
          'cache-control': 'no-store',
        });
        res.end(text);
      },
      () => {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end('{"detail":"Metrics are not available right now.","code":"unavailable"}');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(
              'METRICS_PORT',
              `port ${options.port} is in use: set METRICS_PORT to a free port (it must differ from PORT)`,
            )
          : error,
      ),
    );
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
