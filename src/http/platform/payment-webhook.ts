/**
 * POST /api/payments/razorpay/webhook: Razorpay's webhook (registered only when Razorpay is
 * configured). Its own scope reads the body as raw bytes, because the signature is over the exact
 * bytes sent (X-Razorpay-Signature: hex HMAC-SHA256 under the webhook secret). A bad signature is
 * 401 and nothing is read; a verified delivery is 200 once its effect is committed, whether it
 * granted, repeated an earlier grant, or was not a purchase of ours (so Razorpay stops retrying).
 * Like every /api/ route but /api/auth/*, it can be switched off (`sublord endpoint disable`): 503,
 * and Razorpay retries the delivery later. Not counted against the per-IP website limits: Razorpay sends from a few addresses, and a forged
 * delivery costs one HMAC over at most 64 KB.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Platform } from '../../platform/platform.js';
import { sendError } from '../errors.js';
import { errorRef } from '../schemas/responses.js';

/** Largest delivery accepted (Razorpay's payment events are a few kilobytes). */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

const Outcome = Type.Object({
  status: Type.Union(
    [Type.Literal('granted'), Type.Literal('duplicate'), Type.Literal('ignored')],
    {
      description:
        '`granted`: the period was added now; `duplicate`: this payment had already granted it; `ignored`: verified but not a captured payment of an order opened here.',
    },
  ),
});

/** Registers the webhook in a scope of its own (only when Razorpay is configured). */
export async function registerPaymentWebhook(
  app: FastifyInstance,
  platform: Platform,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/api/payments/razorpay/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['payments'],
          // Authenticated by its signature, not by a session or app keys.
          security: [],
          summary: 'Razorpay webhook (payment.captured)',
          description:
            'Called by Razorpay, not by clients. `X-Razorpay-Signature` must be the hex HMAC-SHA256 of the raw body under the webhook secret. A `payment.captured` event for an order opened in the portal adds one period to that account, once per payment id; the grant is committed before the 200.',
          response: {
            200: Outcome,
            401: errorRef(['invalid_signature'], 'Missing or wrong X-Razorpay-Signature.'),
            404: errorRef(['not_found'], 'No payment provider is configured.'),
            503: errorRef(
              ['endpoint_disabled'],
              'Switched off by the operator; Razorpay retries the delivery later.',
            ),
          },
        },
      },
      async (request, reply) => {
        if (platform.killSwitch.isDisabled(request.routeOptions.url ?? request.url)) {
          return sendError(reply, 'endpoint_disabled');
        }
        const checkout = platform.checkout;
        if (checkout === null) return sendError(reply, 'not_found');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-razorpay-signature'];
        const outcome = await checkout.handleWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        if (outcome.kind === 'forged') {
          request.log.warn({ provider: checkout.id }, 'webhook with a bad signature refused');
          return sendError(reply, 'invalid_signature');
        }
        if (outcome.kind === 'ignored') {
          request.log.info({ provider: checkout.id, reason: outcome.reason }, 'webhook ignored');
          return { status: 'ignored' as const };
        }
        request.log.info(
          { provider: checkout.id, purchase: outcome.purchase.purchaseId },
          outcome.purchase.duplicate ? 'webhook repeated a recorded payment' : 'payment recorded',
        );
        return {
          status: outcome.purchase.duplicate ? ('duplicate' as const) : ('granted' as const),
        };
      },
    );
  });
}
