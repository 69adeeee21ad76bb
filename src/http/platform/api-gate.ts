/**
 * The /api/v1 gate, an onRequest hook, in the contract's order:
 *   credentials (401) → subscription (402) → kill switch (503) → quota (429) → handler.
 * Only a call that passes the first three is counted (decisions.md, Quota); `ping` is never counted.
 * Every response gets the X-RateLimit-* headers, whichever step answers.
 *
 * A counted call that the server then does not answer with a result (a 5xx: 503 when the compute
 * pool is overloaded or the deadline passed, 500) is given back before the answer is sent, in its
 * quota windows and in the app's call count (issue 20 §2: nothing charged for a 503).
 */
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import type { VerifiedApp } from '../../platform/apps/apps.js';
import type { Platform } from '../../platform/platform.js';
import { subscriptionStatus } from '../../platform/subscriptions/subscriptions.js';
import { sendError } from '../errors.js';
import { setRateLimitHeaders, unattributedReport } from './rate-limit-headers.js';
import { rememberApp } from './request-context.js';

/** The 401 detail for a request that sent neither X-App-Id nor X-App-Secret. */
export const MISSING_CREDENTIALS_DETAIL =
  'No credentials: send your App ID and App Secret in the X-App-Id and X-App-Secret headers (the API does not read Authorization).';

/** Route paths that are free: checked for credentials and subscription, never counted. */
export const FREE_ROUTES: ReadonlySet<string> = new Set(['/api/v1/ping']);

/** Retry-After of a 503 from a kill switch. */
export const KILL_SWITCH_RETRY_AFTER_SECONDS = 60;

/** The counted call of a request: which app and account, and when (its quota windows). */
const charges = new WeakMap<FastifyRequest, { app: VerifiedApp; at: number }>();

function headerValue(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}

/** Builds the gate over the platform services. */
export function createApiGate(platform: Platform): onRequestHookHandler {
  return async function apiGate(request: FastifyRequest, reply: FastifyReply) {
    // Answers behind credentials are the caller's own: no shared cache may keep them (issue 20 §6).
    reply.header('Cache-Control', 'no-store');
    const t0 = platform.now();
    // Neither credential header sent (a client sending Authorization, or nothing): the 401 may say
    // which headers the API expects. It reveals nothing about any App ID or secret, so the rule
    // that a wrong secret and an unknown App ID look the same is kept (contract, Authentication 5).
    if (headerValue(request, 'x-app-id') === '' && headerValue(request, 'x-app-secret') === '') {
      setRateLimitHeaders(reply, unattributedReport(t0), t0);
      return sendError(reply, 'UNAUTHORIZED', null, MISSING_CREDENTIALS_DETAIL);
    }
    // Unknown App ID, wrong secret and revoked app take the same path and the same work (one query,
    // one HMAC, one timingSafeEqual) and get the same body (contract, Authentication rule 5).
    const app = await platform.apps.verify(
      headerValue(request, 'x-app-id'),
      headerValue(request, 'x-app-secret'),
    );
    const t = platform.now();
    if (app === null) {
      setRateLimitHeaders(reply, unattributedReport(t), t);
      return sendError(reply, 'UNAUTHORIZED');
    }
    request.appId = app.appId;
    rememberApp(request, app);

    const route = request.routeOptions.url ?? request.url;
    const refuse = async (code: 'PAYMENT_REQUIRED' | 'ENDPOINT_DISABLED') => {
      setRateLimitHeaders(
        reply,
        await platform.quota.peek(app.appId, app.accountId, app.limits),
        t,
      );
      return sendError(reply, code);
    };
    if (subscriptionStatus(app.accessExpiresAt, t).state !== 'active') {
      return refuse('PAYMENT_REQUIRED');
    }
    if (platform.killSwitch.isDisabled(route)) {
      // Every /api/v1 503 carries Retry-After (the overload one too); a switch is an operator's
      // decision, so the hint is a minute.
      reply.header('Retry-After', KILL_SWITCH_RETRY_AFTER_SECONDS);
      return refuse('ENDPOINT_DISABLED');
    }

    // A free call is counted in the usage, not the quota; committed before it is answered.
    if (FREE_ROUTES.has(route)) {
      setRateLimitHeaders(
        reply,
        await platform.quota.peek(app.appId, app.accountId, app.limits),
        t,
      );
      await platform.usage.record(app.appId, t);
      return;
    }
    // The account's day cap (5,000, revoked apps' calls included) is checked with the app's windows.
    // Quota and usage are committed before the call is answered: an answered call is always counted
    // (issue 9 §4); on SQLite in one transaction (platform/usage/charge.ts).
    const report = await platform.chargeCall(app, t);
    setRateLimitHeaders(reply, report, t);
    if (!report.allowed) {
      reply.header('Retry-After', report.retryAfterSeconds ?? 1);
      return sendError(reply, 'RATE_LIMITED');
    }
    charges.set(request, { app, at: t });
  };
}

/**
 * onSend hook of the /api/v1 scope: a counted call answered with a 5xx is given back (committed
 * before the answer goes out, so a retry sees it), and its X-RateLimit-* headers say so.
 */
export function createRefundHook(platform: Platform): onSendHookHandler {
  return async function refundUnanswered(request, reply, payload) {
    const charge = charges.get(request);
    if (charge === undefined || reply.statusCode < 500) return payload;
    charges.delete(request);
    const { app, at } = charge;
    await Promise.all([
      platform.quota.refund(app.appId, app.accountId, at),
      platform.usage.unrecord(app.appId, at),
    ]);
    const t = platform.now();
    setRateLimitHeaders(reply, await platform.quota.peek(app.appId, app.accountId, app.limits), t);
    return payload;
  };
}
