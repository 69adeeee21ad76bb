/**
 * A local HTTP double of Razorpay's Orders API (POST /v1/orders, after Razorpay's public API
 * reference: HTTP Basic auth with the key id and key secret, a JSON body with `amount` in the
 * smallest currency unit, `currency`, `receipt` and `notes`; the answer is the order entity with an
 * `id` such as `order_…`), plus webhook deliveries signed as Razorpay documents them: the hex
 * HMAC-SHA256 of the raw body under the webhook secret in `X-Razorpay-Signature`.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AccessConfig, DEFAULT_ACCESS } from '../../src/process/config.js';

export const KEY_ID = 'rzp_test_double0001';
export const KEY_SECRET = 'double-key-secret';
export const WEBHOOK_SECRET = 'double-webhook-secret';

/** One request the double received. */
export interface SeenOrderRequest {
  authorization: string | undefined;
  body: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
}

/** The running double. */
export interface RazorpayDouble {
  url: string;
  seen: SeenOrderRequest[];
  /** When set, the next order requests answer this status with Razorpay's error shape. */
  failWith: number | null;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Starts the double on a loopback port. */
export async function startRazorpayDouble(): Promise<RazorpayDouble> {
  let counter = 0;
  const double: RazorpayDouble = {
    url: '',
    seen: [],
    failWith: null,
    close: async () => {},
  };
  const server: Server = createServer(async (request, response) => {
    const text = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/orders') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } }),
      );
      return;
    }
    const body = JSON.parse(text) as SeenOrderRequest['body'];
    double.seen.push({ authorization: request.headers.authorization, body });
    const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        }),
      );
      return;
    }
    if (double.failWith !== null) {
      response.writeHead(double.failWith, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'double failure' } }),
      );
      return;
    }
    counter++;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `order_DBL${String(counter).padStart(11, '0')}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: body.notes,
        created_at: 1_780_000_000,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return double;
}

/** Access settings with Razorpay pointed at the double. */
export function doubleAccess(
  double: RazorpayDouble,
  overrides: Partial<AccessConfig> = {},
): AccessConfig {
  return {
    ...DEFAULT_ACCESS,
    razorpay: {
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: double.url,
    },
    ...overrides,
  };
}

let paymentCounter = 0;

/** A `payment.captured` delivery body (the fields Razorpay documents for the payment entity). */
export function capturedEvent(
  orderId: string,
  options: { paymentId?: string; amount?: number; currency?: string; event?: string } = {},
): Buffer {
  paymentCounter++;
  return Buffer.from(
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_DOUBLE',
      event: options.event ?? 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: options.paymentId ?? `pay_DBL${String(paymentCounter).padStart(11, '0')}`,
            entity: 'payment',
            amount: options.amount ?? 199_900,
            currency: options.currency ?? 'INR',
            status: 'captured',
            order_id: orderId,
            method: 'upi',
            captured: true,
          },
        },
      },
      created_at: 1_780_000_100,
    }),
  );
}

/** The signature Razorpay sends with a delivery. */
export function sign(body: Buffer, secret = WEBHOOK_SECRET): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}
