/**
 * The developer portal: server-rendered pages under /portal (no build step), in their own Fastify
 * scope so its cookie parser, form parser, strict CSP and HTML error pages touch nothing else.
 *   GET  /portal                      → dashboard or sign-in
 *   GET|POST /portal/sign-up, /portal/sign-in   (per-IP limited, CSRF-checked)
 *   POST /portal/sign-out
 *   GET  /portal/dashboard            subscription status and expiry, apps with usage
 *   POST /portal/apps                 create → 303 to the credentials page (Post/Redirect/Get)
 *   POST /portal/apps/:appId/rotate   new secret (optional grace period) → 303 likewise
 *   GET  /portal/apps/:appId/credentials   the new secret, shown once (no-store; reveal.ts)
 *   POST /portal/apps/:appId/revoke
 *   GET  /portal/account              active sessions, change password (account-routes.ts)
 *   GET|POST /portal/forgot           password reset with an operator-issued code (per-IP limited)
 *   POST /portal/checkout, GET /portal/checkout/:orderId   the payment provider's checkout, when
 *                                     configured (account-routes.ts)
 *   GET|POST /portal/playground       birth form → chart and predictions (when given the compute side;
 *                                     see playground-routes.ts)
 */
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ComputeDeps } from '../../app/deps.js';
import type { ActiveSession } from '../../platform/accounts/sessions.js';
import { MAX_APPS_PER_ACCOUNT } from '../../platform/apps/apps.js';
import { PlatformError, StoreUnavailable } from '../../platform/errors.js';
import { effectiveLimits } from '../../platform/limits/per-app.js';
import { APP_LIMITS } from '../../platform/limits/quota-gate.js';
import type { Platform } from '../../platform/platform.js';
import { createReports } from '../../platform/reports.js';
import { RAZORPAY_ORIGINS } from '../../platform/subscriptions/razorpay.js';
import { subscriptionStatus } from '../../platform/subscriptions/subscriptions.js';
import { usageDay } from '../../platform/usage/usage-recorder.js';
import type { LayoutContext } from '../../portal/layout.js';
import {
  type AppRow,
  credentialsPage,
  dashboardPage,
  type Flash,
  messagePage,
  signInPage,
  signUpPage,
} from '../../portal/pages.js';
import { chartDays } from '../../portal/usage-chart.js';
import { registerAccountRoutes } from './account-routes.js';
import { SIGN_UP_REFUSED_DETAIL } from './auth-routes.js';
import { csrfToken, csrfTokenMatches, sameOriginRequest } from './csrf.js';
import { registerPlayground } from './playground-routes.js';
import { registerPortalAssets } from './portal-assets.js';
import {
  type CookiePolicy,
  clearSessionCookie,
  hasSessionCookie,
  portalSession,
  preSessionValue,
  sentPreSessionValue,
  setSessionCookie,
} from './portal-session.js';
import { createPublicLimit } from './public-limit.js';
import { stashReveal, takeReveal } from './reveal.js';

/** Settings the portal needs from the server's configuration. */
export interface PortalOptions {
  /** Public base URL, shown in the curl example. */
  baseUrl: string;
  /** Link target of the footer's "Source" (AGPL §13). */
  sourceUrl: string;
  cookie: CookiePolicy;
  /** The engine side; the playground is registered only when it is given. */
  compute?: ComputeDeps | undefined;
  /** Whether Razorpay's checkout is configured (its CSP origins and the checkout routes). */
  checkout?: boolean;
}

const NOTICES: Readonly<Record<string, string>> = {
  'signed-out': 'You are signed out.',
  revoked: 'App revoked: every call with its credentials now gets 401.',
  'password-reset':
    'Password changed. Every session was signed out; sign in with the new password.',
  'signed-out-everywhere': 'Signed out everywhere.',
  paid: 'Payment received. Access is added as soon as the payment provider confirms it to this server (usually within seconds): reload this page to see the new end date.',
};

const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  password: 'Password',
  name: 'App name',
  current_password: 'Current password',
  code: 'Reset code',
  grace: 'Grace period',
};

function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** True when a POST carries an HTML form body (the only kind the portal parses). */
function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return (
    typeof type === 'string' &&
    type.split(';', 1)[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded'
  );
}

function pathOnly(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  // Every page is specific to its visitor, and the credentials page must never be cached anywhere.
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(page);
}

function errorFlash(error: PlatformError): Flash {
  const label = error.field ? FIELD_LABELS[error.field] : undefined;
  return { kind: 'error', text: label ? `${label} ${error.message}.` : error.message };
}

/** Registers the portal scope on the root instance. */
export async function registerPortal(
  app: FastifyInstance,
  platform: Platform,
  options: PortalOptions,
): Promise<void> {
  const publicCtx: LayoutContext = { sourceUrl: options.sourceUrl, signedInAs: null, csrf: null };
  const sessionCsrf = (session: ActiveSession) =>
    csrfToken(platform.csrfKey, `session:${session.sessionId}`);
  const signedInCtx = (session: ActiveSession): LayoutContext => ({
    sourceUrl: options.sourceUrl,
    signedInAs: session.account.email,
    csrf: sessionCsrf(session),
    playground: options.compute !== undefined,
  });

  const forbidden = (reply: FastifyReply) =>
    sendPage(
      reply,
      403,
      messagePage(
        publicCtx,
        'Form expired',
        'This form has expired or was sent from another site. Go back, reload the page and try again.',
      ),
    );

  const limited = createPublicLimit(platform, (reply, retryAfter) =>
    sendPage(
      reply,
      429,
      messagePage(
        publicCtx,
        'Too many attempts',
        `This address made too many sign-up or sign-in attempts. Try again in ${retryAfter} seconds.`,
      ),
    ),
  );

  const tooMany = (reply: FastifyReply, retryAfter: number, text: string) =>
    sendPage(
      reply.header('Retry-After', retryAfter),
      429,
      messagePage(publicCtx, 'Too many attempts', text),
    );

  function anonymousCsrf(request: FastifyRequest, reply: FastifyReply): string {
    return csrfToken(platform.csrfKey, `anon:${preSessionValue(request, reply, options.cookie)}`);
  }

  function anonymousCsrfOk(request: FastifyRequest): boolean {
    const pre = sentPreSessionValue(request);
    return (
      pre !== null &&
      csrfTokenMatches(platform.csrfKey, `anon:${pre}`, formField(request.body, '_csrf'))
    );
  }

  /** The session of a signed-in form post with a valid token, or null (the reply is then sent). */
  async function signedInPost(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ActiveSession | null> {
    const current = await portalSession(platform, request);
    if (current === null) {
      await reply.redirect('/portal/sign-in', 303);
      return null;
    }
    const binding = `session:${current.session.sessionId}`;
    if (!csrfTokenMatches(platform.csrfKey, binding, formField(request.body, '_csrf'))) {
      await forbidden(reply);
      return null;
    }
    return current.session;
  }

  const revealOptions = (session: ActiveSession) => ({
    key: platform.revealKey,
    policy: options.cookie,
    sessionId: session.sessionId,
    now: platform.now(),
  });

  async function renderDashboard(
    reply: FastifyReply,
    session: ActiveSession,
    message: Flash | null,
    status = 200,
  ): Promise<FastifyReply> {
    const account = (await platform.accounts.get(session.account.id)) ?? session.account;
    const apps = await platform.apps.list(account.id);
    // Calls per app and UTC day over the last 30 days, for the dashboard's chart (issue 36 §6).
    const days = chartDays(usageDay(platform.now()));
    const usage = await createReports(platform.database.db, platform.now).usage({
      accountId: account.id,
      from: days[0] as string,
      to: days[days.length - 1] as string,
    });
    const daily = new Map<string, Map<string, number>>();
    for (const row of usage) {
      const perDay = daily.get(row.appId) ?? new Map<string, number>();
      perDay.set(row.day, row.calls);
      daily.set(row.appId, perDay);
    }
    // Usage is committed per call, so the stored counts are already current.
    const rows: AppRow[] = apps.map((a) => ({
      id: a.id,
      name: a.name,
      createdAt: a.createdAt,
      callCount: a.callCount,
      lastUsedAt: a.lastUsedAt,
      revokedAt: a.revokedAt,
      perMinute: effectiveLimits(APP_LIMITS, a.limits).perMinute,
      perDay: effectiveLimits(APP_LIMITS, a.limits).perDay,
    }));
    const instructions = (platform.checkout ?? platform.payments).purchaseInstructions(
      account.email,
    );
    return sendPage(
      reply,
      status,
      dashboardPage(
        { ...signedInCtx(session), current: 'dashboard' },
        {
          csrf: sessionCsrf(session),
          message,
          subscription: subscriptionStatus(account.accessExpiresAt, platform.now()),
          purchaseText: instructions.text,
          purchaseUrl: instructions.url,
          apps: rows,
          liveApps: rows.filter((r) => r.revokedAt === null).length,
          maxApps: MAX_APPS_PER_ACCOUNT,
          usage: { days, daily },
        },
      ),
    );
  }

  await app.register(
    async (portal) => {
      await portal.register(cookie);
      await portal.register(formbody, { bodyLimit: 16 * 1024 });
      // The checkout provider's script, frame and API are allowed only when one is configured.
      const provider = options.checkout === true ? RAZORPAY_ORIGINS : undefined;
      await portal.register(helmet, {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'none'"],
            scriptSrc: ["'self'", ...(provider?.scriptSrc ?? [])],
            styleSrc: ["'self'"],
            imgSrc: ["'self'"],
            connectSrc: ["'self'", ...(provider?.connectSrc ?? [])],
            ...(provider ? { frameSrc: provider.frameSrc } : {}),
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            baseUri: ["'none'"],
          },
        },
        // Not no-referrer: with it Chromium sends `Origin: null` on same-origin form posts, which
        // the Origin check must refuse. same-origin still sends nothing to other sites.
        referrerPolicy: { policy: 'same-origin' },
        // Never framed (frame-ancestors above); DENY for browsers older than it (security-headers.ts).
        frameguard: { action: 'deny' },
        // HSTS only means something over https; on plain-http localhost it would only confuse.
        strictTransportSecurity: options.cookie.secure ? { maxAge: 15_552_000 } : false,
      });

      // The cheap checks of every form post, before its body is read or parsed (issue 20 §1): the
      // Origin, a form content type (the portal takes no JSON), and a cookie the form's CSRF token
      // can be bound to (the session, or the pre-session cookie of sign-up and sign-in).
      portal.addHook('onRequest', async (request, reply) => {
        if (request.method !== 'POST') return;
        if (!sameOriginRequest(request)) return forbidden(reply);
        if (!isFormPost(request)) {
          return sendPage(
            reply,
            415,
            messagePage(publicCtx, 'Unsupported form', 'The portal accepts only its own forms.'),
          );
        }
        if (!hasSessionCookie(request) && sentPreSessionValue(request) === null) {
          // Sign-up and sign-in need their pre-session cookie; every other form, a session.
          const path = pathOnly(request.url);
          if (path === '/portal/sign-up' || path === '/portal/sign-in') return forbidden(reply);
          return reply.redirect('/portal/sign-in', 303);
        }
      });

      portal.setErrorHandler(async (error: unknown, request, reply) => {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && code.startsWith('FST_ERR_CTP')) {
          return sendPage(
            reply,
            400,
            messagePage(publicCtx, 'Bad request', 'The form could not be read.'),
          );
        }
        if (error instanceof StoreUnavailable) {
          // A database fault (issue 34 §1): a page that says so, and when to try again.
          request.log.warn({ store: error.store, reason: error.message }, 'store unavailable');
          reply.header('Retry-After', error.retryAfterSeconds);
          return sendPage(
            reply,
            503,
            messagePage(
              publicCtx,
              'Temporarily unavailable',
              `The service cannot reach its database right now. Please try again in a few seconds. Request id: ${request.id}`,
            ),
          );
        }
        // Name and code only: driver errors can quote submitted values in their details.
        request.log.error(
          { err: { type: error instanceof Error ? error.name : typeof error, code } },
          'portal error',
        );
        return sendPage(
          reply,
          500,
          messagePage(
            publicCtx,
            'Something went wrong',
            `Please try again. Request id: ${request.id}`,
          ),
        );
      });

      registerPortalAssets(portal);
      const hidden = { schema: { hide: true } };

      portal.get('/', hidden, async (request, reply) => {
        const current = await portalSession(platform, request);
        return reply.redirect(current ? '/portal/dashboard' : '/portal/sign-in', 303);
      });

      portal.get('/sign-up', hidden, async (request, reply) => {
        if (await portalSession(platform, request)) return reply.redirect('/portal/dashboard', 303);
        return sendPage(
          reply,
          200,
          signUpPage(publicCtx, { csrf: anonymousCsrf(request, reply), email: '', message: null }),
        );
      });

      portal.post('/sign-up', { ...hidden, onRequest: limited }, async (request, reply) => {
        if (!anonymousCsrfOk(request)) return forbidden(reply);
        const email = formField(request.body, 'email');
        const check = await platform.throttles.signUpAllowed(request.ip);
        if (!check.allowed) {
          return tooMany(reply, check.retryAfterSeconds ?? 1, SIGN_UP_REFUSED_DETAIL);
        }
        try {
          const account = await platform.accounts.create(
            email,
            formField(request.body, 'password'),
          );
          const issued = await platform.sessions.create(account.id, 'portal');
          setSessionCookie(reply, options.cookie, issued.token, issued.expiresAt);
          return reply.redirect('/portal/dashboard', 303);
        } catch (error) {
          if (!(error instanceof PlatformError)) throw error;
          if (error.code === 'EMAIL_TAKEN') await platform.throttles.signUpTaken(request.ip);
          const view = { csrf: anonymousCsrf(request, reply), email, message: errorFlash(error) };
          return sendPage(reply, 422, signUpPage(publicCtx, view));
        }
      });

      portal.get('/sign-in', hidden, async (request, reply) => {
        if (await portalSession(platform, request)) return reply.redirect('/portal/dashboard', 303);
        const notice = NOTICES[(request.query as Record<string, string | undefined>).notice ?? ''];
        return sendPage(
          reply,
          200,
          signInPage(publicCtx, {
            csrf: anonymousCsrf(request, reply),
            email: '',
            message: notice ? { kind: 'notice', text: notice } : null,
          }),
        );
      });

      portal.post('/sign-in', { ...hidden, onRequest: limited }, async (request, reply) => {
        if (!anonymousCsrfOk(request)) return forbidden(reply);
        const email = formField(request.body, 'email');
        try {
          const account = await platform.accounts.authenticate(
            email,
            formField(request.body, 'password'),
            request.ip,
          );
          // A new token at every sign-in: a session id planted before sign-in never becomes valid.
          const issued = await platform.sessions.create(account.id, 'portal');
          setSessionCookie(reply, options.cookie, issued.token, issued.expiresAt);
          return reply.redirect('/portal/dashboard', 303);
        } catch (error) {
          if (!(error instanceof PlatformError)) throw error;
          if (error.code === 'TOO_MANY_ATTEMPTS') {
            return tooMany(reply, error.retryAfterSeconds ?? 1, error.message);
          }
          const view = { csrf: anonymousCsrf(request, reply), email, message: errorFlash(error) };
          return sendPage(reply, 401, signInPage(publicCtx, view));
        }
      });

      portal.post('/sign-out', hidden, async (request, reply) => {
        const current = await portalSession(platform, request);
        if (current !== null) {
          const binding = `session:${current.session.sessionId}`;
          if (!csrfTokenMatches(platform.csrfKey, binding, formField(request.body, '_csrf'))) {
            return forbidden(reply);
          }
          await platform.sessions.revoke(current.token);
        }
        clearSessionCookie(reply, options.cookie);
        return reply.redirect('/portal/sign-in?notice=signed-out', 303);
      });

      portal.get('/dashboard', hidden, async (request, reply) => {
        const current = await portalSession(platform, request);
        if (current === null) return reply.redirect('/portal/sign-in', 303);
        const notice = NOTICES[(request.query as Record<string, string | undefined>).notice ?? ''];
        return renderDashboard(
          reply,
          current.session,
          notice ? { kind: 'notice', text: notice } : null,
        );
      });

      portal.post('/apps', hidden, async (request, reply) => {
        const session = await signedInPost(request, reply);
        if (session === null) return reply;
        try {
          const issued = await platform.apps.create(
            session.account.id,
            formField(request.body, 'name'),
          );
          stashReveal(reply, revealOptions(session), {
            appId: issued.appId,
            appSecret: issued.appSecret,
            rotated: false,
            previousSecretExpiresAt: null,
          });
          return reply.redirect(`/portal/apps/${issued.appId}/credentials`, 303);
        } catch (error) {
          if (!(error instanceof PlatformError)) throw error;
          const status =
            error.code === 'NO_ACTIVE_SUBSCRIPTION'
              ? 402
              : error.code === 'APP_LIMIT_REACHED'
                ? 409
                : 422;
          return renderDashboard(reply, session, errorFlash(error), status);
        }
      });

      portal.post('/apps/:appId/rotate', hidden, async (request, reply) => {
        const session = await signedInPost(request, reply);
        if (session === null) return reply;
        const { appId } = request.params as { appId: string };
        const graceText = formField(request.body, 'grace') || '0';
        const graceSeconds = /^\d{1,7}$/.test(graceText) ? Number(graceText) : -1;
        try {
          const issued = await platform.apps.rotate(session.account.id, appId, graceSeconds * 1000);
          stashReveal(reply, revealOptions(session), {
            appId: issued.appId,
            appSecret: issued.appSecret,
            rotated: true,
            previousSecretExpiresAt: issued.app.previousSecretExpiresAt,
          });
          return reply.redirect(`/portal/apps/${issued.appId}/credentials`, 303);
        } catch (error) {
          if (!(error instanceof PlatformError)) throw error;
          const status = error.code === 'INVALID_INPUT' ? 422 : 404;
          return renderDashboard(reply, session, errorFlash(error), status);
        }
      });

      portal.get('/apps/:appId/credentials', hidden, async (request, reply) => {
        const current = await portalSession(platform, request);
        if (current === null) return reply.redirect('/portal/sign-in', 303);
        const session = current.session;
        const { appId } = request.params as { appId: string };
        const reveal = takeReveal(request, reply, revealOptions(session), appId);
        const app = (await platform.apps.list(session.account.id)).find((a) => a.id === appId);
        if (reveal === null || app === undefined) {
          return sendPage(
            reply,
            200,
            messagePage(
              signedInCtx(session),
              'Secret already shown',
              'An app secret is shown only once, right after the app is created or its secret rotated, and it is not stored. If you did not save it, rotate the secret on the dashboard to get a new one.',
            ),
          );
        }
        return sendPage(
          reply,
          200,
          credentialsPage(signedInCtx(session), {
            appId: reveal.appId,
            appSecret: reveal.appSecret,
            appName: app.name,
            rotated: reveal.rotated,
            baseUrl: options.baseUrl,
            previousSecretExpiresAt: reveal.previousSecretExpiresAt,
          }),
        );
      });

      portal.post('/apps/:appId/revoke', hidden, async (request, reply) => {
        const session = await signedInPost(request, reply);
        if (session === null) return reply;
        const { appId } = request.params as { appId: string };
        try {
          await platform.apps.revoke(session.account.id, appId);
          return reply.redirect('/portal/dashboard?notice=revoked', 303);
        } catch (error) {
          if (!(error instanceof PlatformError)) throw error;
          return renderDashboard(reply, session, errorFlash(error), 404);
        }
      });

      registerAccountRoutes(portal, {
        platform,
        cookie: options.cookie,
        publicCtx,
        signedInCtx,
        sessionCsrf,
        signedInPost,
        sendPage,
        forbidden,
        limited,
        anonymousCsrf,
        anonymousCsrfOk,
        errorFlash,
        notices: NOTICES,
        checkout: options.checkout === true,
      });

      const compute = options.compute;
      if (compute !== undefined) {
        registerPlayground(portal, {
          platform,
          compute,
          signedInCtx,
          sessionCsrf,
          signedInPost,
          sendPage,
          session: async (request) => (await portalSession(platform, request))?.session ?? null,
        });
      }
    },
    { prefix: '/portal' },
  );
}
