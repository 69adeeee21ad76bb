/**
 * POST /api/question/cusp: the session twin of POST /api/v1/question-cusp (api-contract; same body,
 * response and validation). A Bearer session token from /api/auth/sign-in authenticates it (401
 * without a valid one, 402 for an account without active developer access: session-gate.ts), and the
 * public per-IP limit of the website (10 a minute, 100 a day, one budget with sign-in and sign-up)
 * is counted first, so a flood of bad tokens is cut off too. No version prefix (contract, Versioning).
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { Type } from 'typebox';
import type { Platform } from '../../platform/platform.js';
import { sendError } from '../errors.js';
import { QUESTION_CUSP_DESCRIPTION, questionCuspHandler } from '../routes/v1/question-cusp.js';
import { QuestionCuspRequest, QuestionCuspResponse } from '../schemas/question.js';
import { createPublicLimit } from './public-limit.js';

const errors = {
  401: Type.Ref('Error', { description: 'Missing, unknown or expired session token: sign in.' }),
  402: Type.Ref('Error', {
    description: 'The signed-in account has no active developer access: buy or renew.',
  }),
  422: Type.Ref('ValidationError', { description: 'Validation failed: read field_errors.' }),
  429: Type.Ref('Error', {
    description: 'More than 10 a minute or 100 a day from this IP (website limit).',
  }),
  503: Type.Ref('Error', { description: 'Endpoint disabled by a server-side switch.' }),
};

export function registerQuestionRoutes(
  app: FastifyInstance,
  platform: Platform,
  sessionGate: onRequestHookHandler,
): void {
  const limited = createPublicLimit(platform, (reply) => sendError(reply, 'RATE_LIMITED'));
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
