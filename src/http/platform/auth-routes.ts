/**
 * The website's JSON auth endpoints. Sign-in returns the session token that POST /api/question/cusp
 * takes as `Authorization: Bearer <token>`. Sign-up and sign-in are limited per IP.
 *   POST /api/auth/sign-up  {email, password} → 201 session (signed in at once)
 *   POST /api/auth/sign-in  {email, password} → 200 session
 *   POST /api/auth/sign-out (Bearer)          → 204
 *   POST /api/auth/password-reset {email, code, password} → 204 (a code the operator issued)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import type { Account } from '../../platform/accounts/accounts.js';
import { PlatformError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import { subscriptionStatus } from '../../platform/subscriptions/subscriptions.js';
import { NO_BODY_LIMIT } from '../body.js';
import { ApiError, invalidField, sendError } from '../errors.js';
import { errorRef } from '../schemas/responses.js';
import { createPublicLimit, refuseAsJson } from './public-limit.js';
import { bearerToken } from './session-gate.js';

const Credentials = Type.Object(
  {
    email: Type.String({
      maxLength: 254,
      description: 'Account email.',
      examples: ['dev@example.com'],
    }),
    password: Type.String({
      maxLength: 256,
      description: 'At least 10 characters on sign-up.',
      examples: ['correct horse battery'],
    }),
  },
  { additionalProperties: false },
);
type CredentialsBody = Static<typeof Credentials>;

const SessionResponse = Type.Object(
  {
    token: Type.String({
      description: 'Session token: send it as `Authorization: Bearer <token>`.',
    }),
    token_type: Type.Literal('Bearer', { description: 'Always Bearer: how the token is sent.' }),
    expires_at: Type.String({
      format: 'date-time',
      description:
        'Latest end of the session, ISO 8601 in UTC (e.g. 2026-12-28T10:00:00.000Z); it ends sooner after 7 idle days.',
    }),
    account: Type.Object(
      {
        id: Type.String({ description: 'The account’s id.' }),
        email: Type.String({ description: 'The account’s email address, lower-cased.' }),
        developer_access: Type.Object(
          {
            state: Type.Union(
              [Type.Literal('none'), Type.Literal('active'), Type.Literal('expired')],
              {
                description:
                  'none: never subscribed; active: the API answers; expired: the subscription ended (402 until renewed).',
              },
            ),
            expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
              description:
                'When the subscription ends or ended, ISO 8601 in UTC; null when there never was one.',
            }),
          },
          { description: 'The account’s developer subscription.' },
        ),
      },
      { description: 'The signed-in account.' },
    ),
  },
  { description: 'A new session for the account.' },
);

const errors = {
  401: errorRef(['invalid_sign_in']),
  422: errorRef(['validation_failed'], 'Invalid email, short password or taken email.'),
  429: errorRef(
    ['rate_limited', 'quota_exceeded', 'too_many_attempts'],
    'More than 10 a minute or 100 a day from this IP; on sign-in, 5 failed attempts for this email from this IP, or 50 from all, in the current 15 minutes; on sign-up, 5 "already registered" answers to this IP today.',
  ),
};

function toApi(error: unknown): unknown {
  if (!(error instanceof PlatformError)) return error;
  if (error.code === 'TOO_MANY_ATTEMPTS')
    return new ApiError('too_many_attempts', null, error.message);
  if (error.code === 'INVALID_CREDENTIALS')
    return new ApiError('invalid_sign_in', null, error.message);
  if (
    error.code === 'INVALID_INPUT' ||
    error.code === 'EMAIL_TAKEN' ||
    error.code === 'INVALID_RESET_CODE'
  ) {
    return invalidField(
      error.field ?? 'body',
      error.code === 'EMAIL_TAKEN'
        ? 'email_taken'
        : error.code === 'INVALID_RESET_CODE'
          ? 'invalid_reset_code'
          : error.field === 'email'
            ? 'invalid_format'
            : 'invalid_value',
      error.message,
    );
  }
  return error;
}

const ResetRequest = Type.Object(
  {
    email: Type.String({ maxLength: 254, description: 'Account email.' }),
    code: Type.String({
      maxLength: 40,
      description:
        'The one-time code the operator issued (`sublord account password-reset`); case, spaces and dashes do not matter.',
      examples: ['7K2M-QX9D-4RTB-H8WN'],
    }),
    password: Type.String({
      maxLength: 256,
      description: 'The new password, at least 10 characters.',
    }),
  },
  { additionalProperties: false },
);
type ResetBody = Static<typeof ResetRequest>;

/** Detail of the 429 once an IP has had its day's "already registered" answers. */
export const SIGN_UP_REFUSED_DETAIL =
  'Too many sign-ups for registered emails from this address today. Try again tomorrow (UTC).';

/** Registers the three endpoints on the root instance. */
export function registerAuthRoutes(app: FastifyInstance, platform: Platform): void {
  const publicLimit = createPublicLimit(platform, refuseAsJson);
  // A session token is in the answer: never kept by any cache (issue 20 §6).
  const limited = async function (
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    reply.header('Cache-Control', 'no-store');
    return publicLimit.call(this, request, reply, () => {});
  };

  async function sessionFor(account: Account) {
    const issued = await platform.sessions.create(account.id, 'website');
    const status = subscriptionStatus(account.accessExpiresAt, platform.now());
    return {
      token: issued.token,
      token_type: 'Bearer' as const,
      expires_at: new Date(issued.expiresAt).toISOString(),
      account: {
        id: account.id,
        email: account.email,
        developer_access: {
          state: status.state,
          expires_at: status.expiresAt === null ? null : new Date(status.expiresAt).toISOString(),
        },
      },
    };
  }

  app.post(
    '/api/auth/sign-up',
    {
      onRequest: limited,
      schema: {
        tags: ['website'],
        summary: 'Create an account (website)',
        description:
          'Creates an account and signs it in. Limited to 10 a minute and 100 a day per IP.',
        body: Credentials,
        response: { 201: SessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body as CredentialsBody;
      // Sign-up says when an email is registered, at most 5 times per IP per day (throttles.ts).
      const check = await platform.throttles.signUpAllowed(request.ip);
      if (!check.allowed) {
        reply.header('Retry-After', check.retryAfterSeconds ?? 1);
        return sendError(reply, 'too_many_attempts', null, SIGN_UP_REFUSED_DETAIL);
      }
      try {
        const account = await platform.accounts.create(body.email, body.password);
        reply.code(201);
        return await sessionFor(account);
      } catch (error) {
        if (error instanceof PlatformError && error.code === 'EMAIL_TAKEN') {
          await platform.throttles.signUpTaken(request.ip);
        }
        throw toApi(error);
      }
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      onRequest: limited,
      schema: {
        tags: ['website'],
        summary: 'Sign in (website)',
        description:
          'Returns a session token for `Authorization: Bearer` on /api/question/cusp. Limited to 10 a minute and 100 a day per IP.',
        body: Credentials,
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body as CredentialsBody;
      try {
        const account = await platform.accounts.authenticate(body.email, body.password, request.ip);
        return await sessionFor(account);
      } catch (error) {
        if (error instanceof PlatformError && error.retryAfterSeconds !== null) {
          reply.header('Retry-After', error.retryAfterSeconds);
        }
        throw toApi(error);
      }
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      onRequest: limited,
      schema: {
        tags: ['website'],
        summary: 'Reset a password with an operator-issued code (website)',
        description:
          'There is no email delivery: the operator issues a one-time code (valid 24 hours) with `sublord account password-reset --email …`. Sets the new password and ends every session of the account. Limited to 10 a minute and 100 a day per IP, shared with sign-up and sign-in.',
        body: ResetRequest,
        response: {
          204: Type.Null({ description: 'The password was reset; every session ended.' }),
          422: errorRef(
            ['validation_failed'],
            'Wrong, used or expired code, or unknown email (one answer for all, on field `code`); or a short password.',
          ),
          429: errors[429],
        },
      },
    },
    async (request, reply) => {
      const body = request.body as ResetBody;
      try {
        await platform.passwordResets.redeem(body.email, body.code, body.password);
      } catch (error) {
        throw toApi(error);
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      // It takes no body: nothing sizeable is read or parsed before the token is looked at.
      bodyLimit: NO_BODY_LIMIT,
      schema: {
        tags: ['website'],
        summary: 'Sign out (website)',
        description:
          'Ends the session of the Bearer token. Always 204, whether or not the token was valid.',
        response: {
          204: Type.Null({ description: 'Signed out (or the token was not valid).' }),
          413: errorRef(
            ['payload_too_large'],
            `Sign-out takes no body: one over ${NO_BODY_LIMIT} bytes is refused unread.`,
          ),
          415: errorRef(['unsupported_media_type']),
          422: errorRef(['validation_failed'], 'A body that is not valid JSON.'),
        },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token !== null) await platform.sessions.revoke(token);
      return reply.code(204).send();
    },
  );
}
