/**
 * POST /api/question/cusp: the session twin of POST /api/v1/question-cusp (api-contract; same body,
 * response and validation). A Bearer session token from /api/auth/sign-in authenticates it (401
 * without a valid one, 402 for an account without active developer access: session-gate.ts), and the
 * public per-IP limit of the website (10 a minute, 100 a day, one budget with sign-in and sign-up)
 * is counted first, so a flood of bad tokens is cut off too. No version prefix (contract, Versioning).
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { QUESTION_CUSP_DESCRIPTION, questionCuspHandler } from '../routes/v1/question-cusp.js';
import { QuestionCuspRequest, QuestionCuspResponse } from '../schemas/question.js';
import { errorRef } from '../schemas/responses.js';
import { createPublicLimit, refuseAsJson } from './public-limit.js';

const errors = {
  401: errorRef(['session_required'], 'Missing, unknown or expired session token: sign in.'),
  402: errorRef(
    ['subscription_required'],
    'The signed-in account has no active developer access: buy or renew.',
  ),
  422: errorRef(['validation_failed'], 'Read field_errors.'),
  429: errorRef(
    ['rate_limited', 'quota_exceeded'],
    'More than 10 a minute or 100 a day from this IP (website limit).',
  ),
  503: errorRef(['endpoint_disabled']),
};

export function registerQuestionRoutes(
  app: FastifyInstance,
  platform: Platform,
  sessionGate: onRequestHookHandler,
): void {
  const limited = createPublicLimit(platform, refuseAsJson);
  app.post(
    '/api/question/cusp',
    {
      onRequest: [limited, sessionGate],
      schema: {
        tags: ['website'],
        summary: 'Question classification (signed-in website session)',
        description: `${QUESTION_CUSP_DESCRIPTION} Authenticated by \`Authorization: Bearer <session token>\` from /api/auth/sign-in; the account needs active developer access.`,
        body: QuestionCuspRequest,
        response: { 200: QuestionCuspResponse, ...errors },
      },
    },
    async (request) => questionCuspHandler(request),
  );
}
