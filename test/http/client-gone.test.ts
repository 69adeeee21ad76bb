/**
 * A client that goes away is not a server error (issue 37 §3). Before: an upload to /mcp or to the
 * Razorpay webhook that the client aborted, or that stalled until the body timeout closed it, logged
 * `"unhandled error"` at level 50 with a stack, so anyone could write error-level lines (200 slow
 * connections made 1,000). Now each such request is one debug line (`request aborted by the
 * client`) and nothing at warn or above. The real server listens on a loopback port with the
 * slow-client limits of src/http/slow-clients.ts; its pino lines are captured.
 * Authority: the log levels of pino (debug 20, info 30, warn 40, error 50) and the count.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { applySlowClientLimits } from '../../src/http/slow-clients.js';
import type { Platform } from '../../src/platform/platform.js';
import { buildPlatformServer } from '../helpers/http.js';
import { freshStorage, openTestPlatform, type TestStorage } from '../helpers/platform.js';
import {
  doubleAccess,
  type RazorpayDouble,
  startRazorpayDouble,
} from '../helpers/razorpay-double.js';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
}
const lines: Line[] = [];
let double: RazorpayDouble;
let storage: TestStorage;
let platform: Platform;
let app: FastifyInstance;
let port: number;

before(async () => {
  double = await startRazorpayDouble();
  storage = await freshStorage('sqlite');
  platform = await openTestPlatform(storage, {}, { access: doubleAccess(double) });
  const logger = pino(
    { level: 'debug' },
    { write: (text: string) => lines.push(JSON.parse(text) as Line) },
  );
  app = await buildPlatformServer(platform, logger);
  applySlowClientLimits(app.server, {
    headersTimeoutMs: 2_000,
    requestTimeoutMs: 5_000,
    bodyTimeoutMs: 300,
    keepAliveTimeoutMs: 1_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
after(async () => {
  await app.close();
  await platform.close();
  storage.remove();
  await double.close();
});

/**
 * Sends a request head announcing `length` bytes, then part of the body; `stall` leaves the socket
 * open until the server closes it, otherwise the client resets it. Resolves once it is closed.
 */
async function goAway(path: string, how: 'abort' | 'stall'): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      'X-App-Id: app_0000000000000000\r\nX-App-Secret: x\r\n' +
      'Accept: application/json, text/event-stream\r\nContent-Length: 5000\r\n\r\n{"jsonrpc":"2.0",',
  );
  socket.on('error', () => {});
  // Read whatever the server sends (a 401 from /mcp's gate, which answers before the body): a
  // paused socket never sees the server's close, and the run would wait for it forever.
  socket.resume();
  // 'close' follows an 'error' too (a reset), which once() would reject on.
  const closed = new Promise((resolve) => socket.once('close', resolve));
  if (how === 'abort') {
    // Wait until the server has the head (it answers nothing yet), then reset the connection.
    await new Promise((resolve) => setImmediate(resolve));
    socket.resetAndDestroy();
  }
  await closed;
}

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

test('aborted and stalled uploads to /mcp and the webhook are one debug line each, never an error', async () => {
  const targets = ['/mcp', '/api/payments/razorpay/webhook'];
  const runs: Array<Promise<void>> = [];
  for (const path of targets) {
    for (let i = 0; i < 10; i++) runs.push(goAway(path, 'abort'));
    for (let i = 0; i < 5; i++) runs.push(goAway(path, 'stall'));
  }
  await Promise.all(runs);
  // Every connection closed on the server's side too: each request's lines are written by then.
  while ((await openConnections()) > 0) await new Promise((resolve) => setImmediate(resolve));

  const loud = lines.filter((l) => l.level >= 40);
  assert.deepEqual(
    loud.map((l) => `${l.level} ${l.msg}`),
    [],
    'nothing at warn or above',
  );
  const gone = lines.filter((l) => l.msg === 'request aborted by the client');
  assert.ok(
    gone.every((l) => l.level === 20),
    'at debug',
  );
  // A connection reset before its head was read made no request, so no line: at most one each.
  assert.ok(gone.length > runs.length / 2 && gone.length <= runs.length, `${gone.length} lines`);
  assert.equal(new Set(gone.map((l) => l.reqId)).size, gone.length, 'once per request');
});
