/**
 * GET /readyz (issue 34 §1): whether this process can serve calls that need its stores, for a proxy
 * or an orchestrator to route around an instance that cannot (GET /healthz says only that it lives).
 * Each store is asked within its own time limit (a PostgreSQL `SELECT 1`, a Redis PING); 503 with
 * Retry-After names the store that did not answer.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { STORE_RETRY_AFTER_SECONDS } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';

const StoreState = Type.Union([Type.Literal('up'), Type.Literal('down')], {
  description: 'up: it answered within its time limit; down: it did not.',
});

const Readiness = Type.Object({
  ready: Type.Boolean({ description: 'True when every store this instance uses answered.' }),
  database: StoreState,
  redis: Type.Union([StoreState, Type.Literal('unused')], {
    description: 'unused when the instance runs without REDIS_URL.',
  }),
});

export function registerReadiness(app: FastifyInstance, platform: Platform): void {
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the stores this instance needs answer',
        description:
          'A load balancer or orchestrator sends traffic only to instances that answer 200. 503 (with Retry-After) names the store that did not answer: calls that need it would get 503 too. /healthz stays 200 while the process lives.',
        response: {
          200: { ...Readiness, description: 'Every store answered: send this instance traffic.' },
          503: {
            ...Readiness,
            description:
              'A store did not answer within its time limit: route around this instance.',
          },
        },
      },
    },
    async (_request, reply) => {
      const stores = await platform.checkStores();
      const ready = stores.database === 'up' && stores.redis !== 'down';
      if (!ready) reply.code(503).header('Retry-After', STORE_RETRY_AFTER_SECONDS);
      return { ready, ...stores };
    },
  );
}
