/**
 * What an offloaded route tells the compute pool about its request (issue 20 §2): whose work it is
 * (the app, for the fair line and the per-app limit) and a signal that fires when the client has gone
 * (its connection closed before the answer was sent), so the work for nobody stops.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RunOptions } from '../workers/pool.js';

export function computeOptions(request: FastifyRequest, reply: FastifyReply): RunOptions {
  const controller = new AbortController();
  const res = reply.raw;
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  // Without a platform (tests, the open build) requests are grouped by address; the address stays in
  // memory only.
  return { tenant: request.appId ?? `ip:${request.ip}`, signal: controller.signal };
}
