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
import { StaleCredential, StoreUnavailable } from '../../platform/errors.js';
import type { QuotaReport } from '../../platform/limits/quota-gate.js';
import { APP_LIMITS } from '../../platform/limits/quota-gate.js';
import type { Platform } from '../../platform/platform.js';
import { subscriptionStatus } from '../../platform/subscriptions/subscriptions.js';
import { sendError } from '../errors.js';
import type { PlatformHttp } from '../platform-port.js';
import { setRateLimitHeaders, unattributedReport } from './rate-limit-headers.js';
import { rememberApp, verifiedApp } from './request-context.js';

/** The account's day cap across its apps (5,000). */
const ACCOUNT_DAY_LIMIT = APP_LIMITS.perGroupDay ?? 5000;

/** Route paths that are free: checked for credentials and subscription, never counted. */
export const FREE_ROUTES: ReadonlySet<string> = new Set(['/api/v1/ping']);

/** Retry-After of a 503 from a kill switch. */
export const KILL_SWITCH_RETRY_AFTER_SECONDS = 60;

/** The counted call of a request: which app and account, when (its quota windows), its ticket. */
const charges = new WeakMap<
  FastifyRequest,
  { app: VerifiedApp; at: number; ticket: string | undefined }
>();

function headerValue(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The gate's first three steps for `route`: credentials (401), subscription (402), kill switch
 * (503), counting nothing. The verified app (remembered with the request), or null once the
 * refusal is sent.
 */
async function admitApp(
  platform: Platform,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  fresh: boolean,
): Promise<VerifiedApp | null> {
  // Answers behind credentials are the caller's own: no shared cache may keep them (issue 20 §6).
  reply.header('Cache-Control', 'no-store');
  const t0 = platform.now();
  // A credential header not sent (a client sending Authorization, or only one of the two): the
  // 401 says which header is missing. That is decided from the headers' presence alone, before any
  // look-up, so it reveals nothing about any App ID or secret: a wrong secret and an unknown App ID
  // still look the same and take the same time (contract, Authentication 5).
  const appId = headerValue(request, 'x-app-id');
  const appSecret = headerValue(request, 'x-app-secret');
  if (appId === '' || appSecret === '') {
    setRateLimitHeaders(reply, unattributedReport(t0), t0);
    sendError(
      reply,
      appId !== ''
        ? 'missing_app_secret'
        : appSecret !== ''
          ? 'missing_app_id'
          : 'missing_credentials',
    );
    return null;
  }
  // Unknown App ID, wrong secret and revoked app take the same path and the same work (one query,
  // one HMAC, one timingSafeEqual) and get the same body (contract, Authentication rule 5).
  let app = await platform.apps.verify(appId, appSecret, fresh);
  const t = platform.now();
  // A cached row that would refuse for the subscription is read again first: access renewed
  // elsewhere holds at once (platform/apps/credential-cache.ts).
  if (app?.cached && subscriptionStatus(app.accessExpiresAt, t).state !== 'active') {
    app = await platform.apps.verify(appId, appSecret, true);
  }
  if (app === null) {
    setRateLimitHeaders(reply, unattributedReport(t), t);
    sendError(reply, 'invalid_credentials');
    return null;
  }
  request.appId = app.appId;
  rememberApp(request, app);

  const admitted = app;
  const refuse = async (code: 'subscription_required' | 'endpoint_disabled') => {
    setRateLimitHeaders(reply, await peek(platform, admitted), t);
    sendError(reply, code);
    return null;
  };
  if (subscriptionStatus(app.accessExpiresAt, t).state !== 'active') {
    return refuse('subscription_required');
  }
  if (platform.killSwitch.isDisabled(route)) {
    // Every /api/v1 503 carries Retry-After (the overload one too); a switch is an operator's
    // decision, so the hint is a minute.
    reply.header('Retry-After', KILL_SWITCH_RETRY_AFTER_SECONDS);
    return refuse('endpoint_disabled');
  }
  return app;
}

/** The app's quota now, checking a cached credential's stamp (StaleCredential). */
function peek(platform: Platform, app: VerifiedApp): Promise<QuotaReport> {
  return platform.quota.peek(app.appId, app.accountId, app.limits, app.stamp);
}

/**
 * Runs `step` once, and again with the credentials read afresh (`fresh`) when the cached row it
 * used turned out stale (a change since: revoked, rotated, its limits or access changed): the call
 * is then decided on the current row, as if nothing had been cached.
 */
async function withCurrentCredentials<T>(step: (fresh: boolean) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await step(attempt > 0);
    } catch (error) {
      if (!(error instanceof StaleCredential)) throw error;
      // A row read afresh went stale again at once: changes keep coming; not now.
      if (attempt >= 2) throw new StoreUnavailable('redis', 'the credentials keep changing');
    }
  }
}

/**
 * Counts one call of `app` (quota and usage, committed before the call is answered: an answered
 * call is always counted, issue 9 §4; on SQLite in one transaction, platform/usage/charge.ts), or
 * answers 429. The account's day cap (5,000, revoked apps' calls included) is checked with the
 * app's windows. True when counted.
 */
async function chargeOrRefuse(
  platform: Platform,
  reply: FastifyReply,
  app: VerifiedApp,
  t: number,
): Promise<QuotaReport | null> {
  const report = await platform.chargeCall(app, t);
  setRateLimitHeaders(reply, report, t);
  if (report.allowed) return report;
  const retryAfter = report.retryAfterSeconds ?? 1;
  reply.header('Retry-After', retryAfter);
  if (report.refusedBy === 'day') {
    sendError(
      reply,
      'quota_exceeded',
      null,
      `The day's quota is used up (this app may make ${report.day.limit.toLocaleString('en')} calls a UTC day, and its account ${ACCOUNT_DAY_LIMIT.toLocaleString('en')} across all its apps). It resets at 00:00 UTC, in ${retryAfter} seconds; nothing is charged extra.`,
    );
  } else {
    sendError(
      reply,
      'rate_limited',
      null,
      `Too many calls this minute: this app may make ${report.minute.limit} a minute. Retry after ${retryAfter} seconds.`,
    );
  }
  return null;
}

/** Builds the gate over the platform services. */
export function createApiGate(platform: Platform): onRequestHookHandler {
  return async function apiGate(request: FastifyRequest, reply: FastifyReply) {
    const route = request.routeOptions.url ?? request.url;
    return withCurrentCredentials(async (fresh) => {
      const app = await admitApp(platform, request, reply, route, fresh);
      if (app === null) return reply;
      const t = platform.now();
      // A free call is counted in the usage, not the quota; committed before it is answered.
      if (FREE_ROUTES.has(route)) {
        setRateLimitHeaders(reply, await peek(platform, app), t);
        await platform.usage.record(app.appId, t);
        return;
      }
      const charged = await chargeOrRefuse(platform, reply, app, t);
      if (charged === null) return reply;
      charges.set(request, { app, at: t, ticket: charged.ticket });
    });
  };
}

/**
 * The gate of POST /mcp (issue 37 §8; src/http/platform-port.ts). `admit`, an onRequest hook, checks
 * the credentials and the subscription before the body is read, counting nothing (before: the body
 * was parsed first, and a free /api/v1/ping made the check, which put one call in the usage of every
 * MCP request and none in its quota). `charge` counts the request as one call, or answers 429.
 */
export function createMcpGate(platform: Platform): PlatformHttp['mcpGate'] {
  return {
    async admit(request, reply) {
      const route = request.routeOptions.url ?? '/mcp';
      return withCurrentCredentials(async (fresh) => {
        const app = await admitApp(platform, request, reply, route, fresh);
        if (app === null) return reply;
        setRateLimitHeaders(reply, await peek(platform, app), platform.now());
      });
    },
    async charge(request, reply) {
      const admitted = verifiedApp(request);
      if (admitted === undefined) throw new Error('the MCP gate charges only an admitted request');
      const route = request.routeOptions.url ?? '/mcp';
      return withCurrentCredentials(async (fresh) => {
        const app = fresh ? await admitApp(platform, request, reply, route, true) : admitted;
        if (app === null) return false;
        return (await chargeOrRefuse(platform, reply, app, platform.now())) !== null;
      });
    },
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
    const { app, at, ticket } = charge;
    try {
      await Promise.all([
        platform.quota.refund(app.appId, app.accountId, at, ticket),
        platform.usage.unrecord(app.appId, at),
      ]);
      const t = platform.now();
      setRateLimitHeaders(
        reply,
        await platform.quota.peek(app.appId, app.accountId, app.limits),
        t,
      );
    } catch (error) {
      // A store that cannot serve now: the answer goes out as it is (a 5xx already), with the
      // headers of the charge; the quota's give-back waits for Redis (limits/redis.ts).
      request.log.warn({ err: { message: String(error) } }, 'refund of an unanswered call failed');
    }
    return payload;
  };
}
