/**
 * Keep-alive connections spread evenly over a cluster's workers (issue 22 §3).
 *
 * Each worker listens on its own SO_REUSEPORT socket (src/listen.ts), and the kernel picks a
 * worker for a new connection by a hash of its addresses and ports. For many short connections, that
 * evens out. For a few long ones, it does not: a client that keeps a pool of 50 keep-alive connections
 * (an app's backend, a load test) got 16-35 of them on one worker of two, and that worker's requests
 * waited up to twice as long as the other's.
 *
 * So each worker tells the primary how many connections it holds, every REPORT_MS. The primary
 * answers with the fair share: the total over the workers, rounded up. A worker holding more than that
 * answers its next requests with `Connection: close`, one request for each connection over the share.
 * The client then opens a new connection, which the kernel hashes afresh; half the time it lands on
 * another worker, so the spread converges within a few reports. Nothing is cut short: the request is
 * answered in full, and an HTTP/1.1 client opens a new connection on `Connection: close` (RFC 9112
 * §9.6). A worker never closes more than its excess, so a single worker, or an even spread, closes
 * nothing.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';

/** How often a worker reports its connection count. */
export const REPORT_MS = 250;

/** Worker → primary: this many connections are open. */
const CONNECTIONS = 'sublord:connections';
/** Primary → worker: the fair share of connections. */
const FAIR_SHARE = 'sublord:fair-share';

/** How many of `open` connections are over `share`: the requests to answer with `Connection: close`. */
export function excessConnections(open: number, share: number): number {
  return Math.max(0, open - share);
}

/** The fair share of `counts` connections (one per worker): the mean, rounded up. */
export function fairShare(counts: readonly number[]): number {
  if (counts.length === 0) return 0;
  return Math.ceil(counts.reduce((sum, n) => sum + n, 0) / counts.length);
}

/** Worker side: counts the server's connections, reports them, and closes its excess. */
export function balanceConnections(server: Server): void {
  let open = 0;
  let toClose = 0;
  server.on('connection', (socket) => {
    open++;
    socket.once('close', () => {
      open--;
    });
  });
  server.on('request', (_request, response) => {
    if (toClose === 0) return;
    toClose--;
    response.setHeader('Connection', 'close');
  });
  process.on('message', (message: { type?: string; share?: unknown }) => {
    if (message?.type !== FAIR_SHARE || typeof message.share !== 'number') return;
    toClose = excessConnections(open, message.share);
  });
  setInterval(() => process.send?.({ type: CONNECTIONS, open }), REPORT_MS).unref();
}

/** Primary side: answers each worker's report with the fair share over the workers that reported. */
export function shareConnections(): void {
  const counts = new Map<Worker, number>();
  cluster.on('message', (worker, message: { type?: string; open?: unknown }) => {
    if (message?.type !== CONNECTIONS || typeof message.open !== 'number') return;
    counts.set(worker, message.open);
    if (worker.isConnected())
      worker.send({ type: FAIR_SHARE, share: fairShare([...counts.values()]) });
  });
  cluster.on('exit', (worker) => counts.delete(worker));
}
