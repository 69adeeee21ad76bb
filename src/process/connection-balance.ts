/**
 * Keep-alive connections spread evenly over a cluster's workers (issue 22 §3).
 *
 * Each worker listens on its own SO_REUSEPORT socket (src/process/listen.ts), and the kernel picks a
 * worker for a new connection by a hash of its addresses and ports. For many short connections, that
 * evens out. For a few long ones, it does not: a client that keeps a pool of 50 keep-alive connections
 * (an app's backend, a load test) got 16-35 of them on one worker of two, and that worker's requests
 * waited up to twice as long as the other's.
 *
 * So each worker tells the primary how many connections it holds (Node's own count,
 * server.getConnections), every REPORT_MS. The primary works out the fair share (the total over the
 * workers, rounded up) and answers with the worker's excess over it; a worker with an excess answers
 * that many of its next requests with `Connection: close`.
 * The client then opens a new connection, which the kernel hashes afresh; half the time it lands on
 * another worker, so the spread converges within a few reports. Nothing is cut short: the request is
 * answered in full, and an HTTP/1.1 client opens a new connection on `Connection: close` (RFC 9112
 * §9.6). A worker never closes more than its excess, so a single worker, or an even spread, closes
 * nothing.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';

/** How often a worker reports its connection count. */
const REPORT_MS = 250;

/** Worker → primary: this many connections are open. */
const CONNECTIONS = 'sublord:connections';
/** Primary → worker: answer this many of your next requests with `Connection: close`. */
const CLOSE_EXCESS = 'sublord:close-excess';

/** How many of `open` connections are over `share`: the requests to answer with `Connection: close`. */
export function excessConnections(open: number, share: number): number {
  return Math.max(0, open - share);
}

/** The fair share of `counts` connections (one per worker): the mean, rounded up. */
export function fairShare(counts: readonly number[]): number {
  if (counts.length === 0) return 0;
  return Math.ceil(counts.reduce((sum, n) => sum + n, 0) / counts.length);
}

/** Worker side: reports the server's open connections (Node's own count) and closes its excess. */
export function balanceConnections(server: Server): void {
  let toClose = 0;
  server.on('request', (_request, response) => {
    if (toClose === 0) return;
    toClose--;
    response.setHeader('Connection', 'close');
  });
  process.on('message', (message: { type?: string; count?: unknown }) => {
    if (message?.type !== CLOSE_EXCESS || typeof message.count !== 'number') return;
    toClose = message.count;
  });
  setInterval(
    () =>
      server.getConnections((error, open) => {
        if (error === null) process.send?.({ type: CONNECTIONS, open });
      }),
    REPORT_MS,
  ).unref();
}

/** Primary side: answers each worker's report with its excess over the fair share. */
export function shareConnections(): void {
  const counts = new Map<Worker, number>();
  cluster.on('message', (worker, message: { type?: string; open?: unknown }) => {
    if (message?.type !== CONNECTIONS || typeof message.open !== 'number') return;
    counts.set(worker, message.open);
    const count = excessConnections(message.open, fairShare([...counts.values()]));
    if (worker.isConnected()) worker.send({ type: CLOSE_EXCESS, count });
  });
  cluster.on('exit', (worker) => counts.delete(worker));
}
