/**
 * Slow-client limits on the HTTP server (issue 9 §3: 200 connections sending their headers or body a
 * byte at a time stayed open for 130 s). Node enforces them; this sets them from the configuration
 * before the server listens.
 *
 * - headers: the whole request head must arrive within `headersTimeoutMs` (else 408 and close);
 * - request: the whole request, head and body, within `requestTimeoutMs` (else 408 and close);
 * - body: a connection that sends nothing for `bodyTimeoutMs` is closed (Node's socket idle timeout),
 *   which also ends a client that stops half-way through a body; but never while the server itself is
 *   working on a request it has received whole (queued for or computing on the compute pool): that
 *   silence is ours, not the client's, and closing then lost the answer with no status (issue 20 §2);
 * - keep-alive: an idle kept-alive connection is closed after `keepAliveTimeoutMs`.
 *
 * Node checks the first two on a timer (30 s by default, read when the server starts listening), so a
 * 10 s limit could take 40 s; the check runs every second here, a walk over the open connections.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpTimeouts } from '../process/config.js';

/** How often Node looks for connections past their headers or request deadline. */
export const CONNECTION_CHECK_INTERVAL_MS = 1000;

/** Applies the limits; call before listen(). */
export function applySlowClientLimits(server: Server, limits: HttpTimeouts): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.setTimeout(limits.bodyTimeoutMs);
  // The request each connection is being answered for (HTTP/1.1: one at a time per connection).
  const answering = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (req: IncomingMessage, res) => {
    answering.set(req.socket, req);
    res.once('close', () => {
      if (answering.get(req.socket) === req) answering.delete(req.socket);
    });
  });
  // With a 'timeout' listener Node leaves the socket to us: close it unless the request has arrived
  // whole and is waiting on the server (the timer re-arms with the next bytes either way).
  server.on('timeout', (socket: Socket) => {
    if (answering.get(socket)?.complete) return;
    socket.destroy();
  });
  // Read by Node when the server starts listening (http.Server's connections checker).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    Math.min(CONNECTION_CHECK_INTERVAL_MS, limits.headersTimeoutMs);
}
