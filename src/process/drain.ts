/**
 * Graceful close of an HTTP server without losing a request (issue 11 §2, "no request lost on
 * SIGTERM").
 *
 * Node's server.close() first destroys every connection it deems idle, which includes a connection
 * that was accepted (in a cluster: handed over by the primary) but whose request bytes the worker has
 * not read yet because its event loop was busy computing a chart: that request would be lost. So
 * while closing, only keep-alive connections that have already been answered and carry no request are
 * closed, and only once they have been idle for ANSWERED_GRACE_MS: a client in the middle of a series
 * of requests may be sending its next one on the connection right now, and closing it under that
 * request would fail it. Given the grace, that request is answered with `Connection: close` (Fastify
 * sets it while closing; server.ts turns off Fastify's 503) and the client closes the connection
 * after it. A connection that has not sent its first request yet is given DRAIN_FRESH_MS to do so;
 * whatever is left after DRAIN_LIMIT_MS is closed.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long an answered keep-alive connection stays open while closing, from its last answer. */
export const ANSWERED_GRACE_MS = 1_000;
/** How long a connection that has sent nothing yet may take to send its request while closing. */
export const DRAIN_FRESH_MS = 2_000;
/** Hard limit on the drain: after this, every remaining connection is closed. */
export const DRAIN_LIMIT_MS = 25_000;

/** Connections keep being accepted until none has arrived for this long (or QUIET_LIMIT_MS). */
export const QUIET_MS = 250;
export const QUIET_LIMIT_MS = 5_000;

/**
 * Tracks the server's connections; call before listen. Before server.close(), await `quiet()`:
 * connections already accepted by the kernel (queued on this worker's own SO_REUSEPORT socket,
 * src/process/listen.ts, or in the cluster primary elsewhere) are still taken and answered; only when none
 * has come for QUIET_MS does the server stop listening, so no connection waiting in a queue is reset.
 */
export function drainOnClose(server: Server): { quiet(): Promise<void> } {
  /** When each connection's last answer finished. */
  const answeredAt = new WeakMap<Socket, number>();
  const busy = new WeakSet<Socket>();
  const open = new Set<Socket>();
  let closingSince = 0;
  let lastConnectionAt = Date.now();

  server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    busy.add(socket);
    res.once('finish', () => {
      busy.delete(socket);
      // While closing, the reaper (every 100 ms) closes it once idle for ANSWERED_GRACE_MS.
      answeredAt.set(socket, Date.now());
    });
  });

  const reap = () => {
    const now = Date.now();
    const age = now - closingSince;
    for (const socket of open) {
      if (busy.has(socket)) {
        if (age > DRAIN_LIMIT_MS) socket.destroy();
        continue;
      }
      const lastAnswer = answeredAt.get(socket);
      const idleEnough = lastAnswer !== undefined && now - lastAnswer >= ANSWERED_GRACE_MS;
      if (idleEnough || age > DRAIN_FRESH_MS) socket.destroy();
    }
  };

  // server.close() calls this first; replace Node's version (which would drop unread requests).
  server.closeIdleConnections = () => {
    if (closingSince === 0) {
      closingSince = Date.now();
      const timer = setInterval(() => {
        reap();
        if (open.size === 0) clearInterval(timer);
      }, 100);
      timer.unref();
    }
    reap();
  };

  return {
    async quiet() {
      const start = Date.now();
      while (Date.now() - lastConnectionAt < QUIET_MS && Date.now() - start < QUIET_LIMIT_MS) {
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}
