/**
 * The portal's account routes (issue 20 §5, issue 23 §2):
 *   GET  /portal/account                              active sessions, change password
 *   POST /portal/account/password                     change password; ends every other session
 *   POST /portal/account/sessions/:sessionId/revoke   ends one session of this account
 *   POST /portal/account/sign-out-everywhere          ends every session, this one included
 *   GET|POST /portal/forgot                           reset with an operator-issued code (per-IP limited)
 *   POST /portal/checkout                             opens an order → 303 GET /portal/checkout/:orderId
 *   GET  /portal/checkout/:orderId                    the provider's checkout for that order
 * The checkout routes exist only when a provider is configured.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ActiveSession } from '../../platform/accounts/sessions.js';
import { PlatformError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import { accountPage, checkoutPage, forgotPage } from '../../portal/account-pages.js';
import type { LayoutContext } from '../../portal/layout.js';
import { type Flash, messagePage } from '../../portal/pages.js';
import { type CookiePolicy, clearSessionCookie, portalSession } from './portal-session.js';

/** What the portal scope hands these routes. */
export interface AccountRouteDeps {
  platform: Platform;
  cookie: CookiePolicy;
  publicCtx: LayoutContext;
  signedInCtx(session: ActiveSession): LayoutContext;
  sessionCsrf(session: ActiveSession): string;
  signedInPost(request: FastifyRequest, reply: FastifyReply): Promise<ActiveSession | null>;
  sendPage(reply: FastifyReply, status: number, page: string): FastifyReply;
  forbidden(reply: FastifyReply): FastifyReply;
  limited: onRequestHookHandler;
  anonymousCsrf(request: FastifyRequest, reply: FastifyReply): string;
  anonymousCsrfOk(request: FastifyRequest): boolean;
  errorFlash(error: PlatformError): Flash;
  notices: Readonly<Record<string, string>>;
  /** Whether a checkout provider is configured (the checkout routes are registered). */
  checkout: boolean;
}

function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

const SESSION_ID = /^[0-9a-f]{64}$/;

/** Registers the account, reset and checkout routes on the portal scope. */
export function registerAccountRoutes(portal: FastifyInstance, deps: AccountRouteDeps): void {
  const { platform, sendPage } = deps;
  const hidden = { schema: { hide: true } };

  async function renderAccount(
    reply: FastifyReply,
    session: ActiveSession,
    message: Flash | null,
    status = 200,
  ): Promise<FastifyReply> {
    const sessions = await platform.sessions.list(session.account.id);
    return sendPage(
      reply,
      status,
      accountPage(deps.signedInCtx(session), {
        csrf: deps.sessionCsrf(session),
        email: session.account.email,
        message,
        sessions: sessions.map((s) => ({ ...s, current: s.sessionId === session.sessionId })),
      }),
    );
  }

  portal.get('/account', hidden, async (request, reply) => {
    const current = await portalSession(platform, request);
    if (current === null) return reply.redirect('/portal/sign-in', 303);
    const notice = deps.notices[(request.query as Record<string, string | undefined>).notice ?? ''];
    return renderAccount(reply, current.session, notice ? { kind: 'notice', text: notice } : null);
  });

  portal.post('/account/password', hidden, async (request, reply) => {
    const session = await deps.signedInPost(request, reply);
    if (session === null) return reply;
    try {
      await platform.accounts.changePassword(
        session.account.id,
        formField(request.body, 'current_password'),
        formField(request.body, 'password'),
      );
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return renderAccount(reply, session, deps.errorFlash(error), 422);
    }
    const ended = await platform.sessions.revokeAll(session.account.id, session.sessionId);
    return renderAccount(reply, session, {
      kind: 'notice',
      text: `Password changed. ${ended} other session${ended === 1 ? ' was' : 's were'} signed out.`,
    });
  });

  portal.post('/account/sessions/:sessionId/revoke', hidden, async (request, reply) => {
    const session = await deps.signedInPost(request, reply);
    if (session === null) return reply;
    const { sessionId } = request.params as { sessionId: string };
    const ended =
      SESSION_ID.test(sessionId) &&
      (await platform.sessions.revokeById(session.account.id, sessionId));
    if (ended && sessionId === session.sessionId) {
      clearSessionCookie(reply, deps.cookie);
      return reply.redirect('/portal/sign-in?notice=signed-out', 303);
    }
    return renderAccount(
      reply,
      session,
      ended
        ? { kind: 'notice', text: 'That session is signed out.' }
        : { kind: 'error', text: 'No such session (it may have ended already).' },
      ended ? 200 : 404,
    );
  });

  portal.post('/account/sign-out-everywhere', hidden, async (request, reply) => {
    const session = await deps.signedInPost(request, reply);
    if (session === null) return reply;
    await platform.sessions.revokeAll(session.account.id);
    clearSessionCookie(reply, deps.cookie);
    return reply.redirect('/portal/sign-in?notice=signed-out-everywhere', 303);
  });

  const forgotView = (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    message: Flash | null,
  ) =>
    forgotPage(deps.publicCtx, {
      csrf: deps.anonymousCsrf(request, reply),
      email,
      contact: platform.access.contact,
      message,
    });

  portal.get('/forgot', hidden, async (request, reply) =>
    sendPage(reply, 200, forgotView(request, reply, '', null)),
  );

  portal.post('/forgot', { ...hidden, onRequest: deps.limited }, async (request, reply) => {
    if (!deps.anonymousCsrfOk(request)) return deps.forbidden(reply);
    const email = formField(request.body, 'email');
    try {
      await platform.passwordResets.redeem(
        email,
        formField(request.body, 'code'),
        formField(request.body, 'password'),
      );
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return sendPage(reply, 422, forgotView(request, reply, email, deps.errorFlash(error)));
    }
    clearSessionCookie(reply, deps.cookie);
    return reply.redirect('/portal/sign-in?notice=password-reset', 303);
  });

  if (!deps.checkout) return;
  // The provider is read per request: registering routes must not touch the platform.
  const noCheckout = (reply: FastifyReply, session: ActiveSession) =>
    sendPage(
      reply,
      404,
      messagePage(deps.signedInCtx(session), 'No checkout', 'No payment provider is configured.'),
    );

  portal.post('/checkout', hidden, async (request, reply) => {
    const session = await deps.signedInPost(request, reply);
    if (session === null) return reply;
    const checkout = platform.checkout;
    if (checkout === null) return noCheckout(reply, session);
    try {
      // request.ip honours TRUST_PROXY, as the other per-address limits do.
      const order = await checkout.openOrder(session.account, request.ip);
      return reply.redirect(`/portal/checkout/${encodeURIComponent(order.orderId)}`, 303);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      if (error.code === 'TOO_MANY_ATTEMPTS') {
        reply.header('Retry-After', error.retryAfterSeconds ?? 60);
        return sendPage(
          reply,
          429,
          messagePage(deps.signedInCtx(session), 'Too many orders', error.message),
        );
      }
      return sendPage(
        reply,
        502,
        messagePage(deps.signedInCtx(session), 'Payment provider unavailable', error.message),
      );
    }
  });

  portal.get('/checkout/:orderId', hidden, async (request, reply) => {
    const current = await portalSession(platform, request);
    if (current === null) return reply.redirect('/portal/sign-in', 303);
    const checkout = platform.checkout;
    if (checkout === null) return noCheckout(reply, current.session);
    const { orderId } = request.params as { orderId: string };
    const order =
      orderId.length <= 64 ? await checkout.findOrder(current.session.account.id, orderId) : null;
    if (order === null) {
      return sendPage(
        reply,
        404,
        messagePage(
          deps.signedInCtx(current.session),
          'No such order',
          'This order does not exist or belongs to another account. Start again from the dashboard.',
        ),
      );
    }
    return sendPage(
      reply,
      200,
      checkoutPage(deps.signedInCtx(current.session), {
        scriptUrl: checkout.origins.scriptUrl,
        publicKey: order.publicKey,
        orderId: order.orderId,
        amount: order.amount,
        currency: order.currency,
        days: order.days,
        email: current.session.account.email,
      }),
    );
  });
}
