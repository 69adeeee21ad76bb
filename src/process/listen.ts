/**
 * How a server process listens (issue 20 §4): in a cluster each worker binds its own SO_REUSEPORT
 * socket on the shared port, and the kernel spreads new connections across the workers' sockets.
 *
 * Why not node:cluster's default (round-robin: the primary accepts every connection and passes it to
 * a worker over IPC): a connection passed to a worker that dies before taking it (kill -9, an out-of-
 * memory kill) stayed open in the primary forever, its client waiting with no answer (CLOSE-WAIT).
 * With a socket per worker, the kernel resets the connections queued on a dead worker's socket at
 * once (the client sees ECONNRESET and can retry) and sends new ones to the sockets still open.
 * SCHED_NONE (one shared socket, each worker accepting) also loses nothing, but leaves the spread to
 * which worker wakes first: measured in docs/operations.md ("Workers and connections").
 *
 * With reusePort, node:cluster no longer tells the primary that a worker listens: the worker says so
 * itself (announceServing) and the primary turns that into the usual 'listening' events
 * (relayServing), which src/process/cluster.ts waits for.
 */
import cluster from 'node:cluster';

/** Worker → primary: this worker's server is listening. */
const SERVING = 'sublord:serving';

/** SO_REUSEPORT spreads connections across sockets on these systems (Node's reusePort option). */
const REUSE_PORT_SPREADS = new Set<string>(['linux', 'freebsd']);

/** True when this process is a cluster worker that listens on its own SO_REUSEPORT socket. */
export function ownSocket(): boolean {
  return cluster.isWorker && REUSE_PORT_SPREADS.has(process.platform);
}

/** The listen options of the service's HTTP server. */
export function listenOptions(port: number, host: string) {
  return ownSocket() ? { port, host, reusePort: true } : { port, host };
}

/** Worker side, once listening: tells the primary (node:cluster does not when reusePort is set). */
export function announceServing(address: { address: string; port: number }): void {
  if (ownSocket()) process.send?.({ type: SERVING, address });
}

/** Primary side: a worker's announcement becomes the worker's and the cluster's 'listening' event. */
export function relayServing(): void {
  cluster.on('message', (worker, message: { type?: string; address?: unknown }) => {
    if (message?.type !== SERVING) return;
    worker.emit('listening', message.address);
    cluster.emit('listening', worker, message.address);
  });
}
