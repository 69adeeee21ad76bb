/**
 * Slow-client limits on the HTTP server (issue 9 §3: 200 connections sending their headers or body a
 * byte at a time stayed open for 130 s). Node enforces them; this sets them from the configuration
 * before the server listens.
 *
 * - headers: the whole request head must arrive within `headersTimeoutMs` (else 408 and close);
 * - request: the whole request, head and body, within `requestTimeoutMs` (else 408 and close);
 * - body: a connection that sends nothing for `bodyTimeoutMs` is closed (Node's socket idle timeout),
 *   which also ends a client that stops half-way through a body;
 * - keep-alive: an idle kept-alive connection is closed after `keepAliveTimeoutMs`.
 *
 * Node checks the first two on a timer (30 s by default, read when the server starts listening), so a
 * 10 s limit could take 40 s; the check runs every second here, a walk over the open connections.
 */
import type { Server } from 'node:http';
import type { HttpTimeouts } from '../config.js';

/** How often Node looks for connections past their headers or request deadline. */
export const CONNECTION_CHECK_INTERVAL_MS = 1000;

/** Applies the limits; call before listen(). */
export function applySlowClientLimits(server: Server, limits: HttpTimeouts): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.setTimeout(limits.bodyTimeoutMs);
  // Read by Node when the server starts listening (http.Server's connections checker).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    Math.min(CONNECTION_CHECK_INTERVAL_MS, limits.headersTimeoutMs);
}
