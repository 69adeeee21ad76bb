/** GET /api/v1/ping: the credential check. No body, no computation, no cost (contract, Endpoints). */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../errors.js';
import { errorRef, errorResponses } from '../schemas/responses.js';
import { verifiedApp } from './request-context.js';

/** The 200 body of ping. */
export const PingResponse = Type.Object(
  {
    ok: Type.Literal(true, {
      description: 'Always true: the credentials and the subscription are good.',
    }),
    app_id: Type.String({
      description: 'The App ID the credentials belong to.',
      examples: ['app_3kQ9vT1xY2bZ8wLm'],
    }),
    expires_at: Type.Number({
      description: 'End of the subscription behind this app, Unix seconds (fractional).',
      examples: [1767225600.5],
    }),
  },
  {
    additionalProperties: false,
    description: 'The credentials work and the subscription is active.',
  },
);

/** Registers ping on the gated /api/v1 scope. */
export function registerPing(v1: FastifyInstance): void {
  v1.get(
    '/ping',
    {
      schema: {
        tags: ['account'],
        summary: 'Check credentials',
        description:
          'Checks X-App-Id and X-App-Secret and the subscription behind them, and returns when the subscription ends. Free: it is never counted against the quota, but it still answers 401, 402 and 503 like every /api/v1 route.',
        response: {
          200: PingResponse,
          401: errorResponses[401],
          402: errorResponses[402],
          503: errorRef(['endpoint_disabled'], 'Retry later.'),
        },
      },
    },
    async (request) => {
      const app = verifiedApp(request);
      // The gate always runs first on this scope; reaching here without it is a wiring bug.
      if (app === undefined || app.accessExpiresAt === null) throw new ApiError('internal_error');
      return { ok: true as const, app_id: app.appId, expires_at: app.accessExpiresAt / 1000 };
    },
  );
}
