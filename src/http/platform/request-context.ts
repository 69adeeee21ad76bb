/**
 * What the gate learned about a request, handed to the platform's own handlers (ping) without a
 * second database query and without widening FastifyRequest for everyone.
 */
import type { FastifyRequest } from 'fastify';
import type { VerifiedApp } from '../../platform/apps/apps.js';

const verified = new WeakMap<FastifyRequest, VerifiedApp>();

/** Remembers the app that passed the gate for this request. */
export function rememberApp(request: FastifyRequest, app: VerifiedApp): void {
  verified.set(request, app);
}

/** The app that passed the gate, or undefined when the gate did not run. */
export function verifiedApp(request: FastifyRequest): VerifiedApp | undefined {
  return verified.get(request);
}
