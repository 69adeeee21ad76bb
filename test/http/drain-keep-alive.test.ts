/**
 * A worker that is closing (SIGTERM, or replaced by a SIGHUP roll) must not close a keep-alive
 * connection under a request its client is sending right then (issue 20: overload and restarts end
 * every request with a status, never a dropped connection). Authority: RFC 9112 §9.6 (a server that
 * wants to close a persistent connection says so with `Connection: close` on a response) and §9.3.1
 * (a client may send its next request on a persistent connection as soon as the last response
 * arrived). The client here answers back at once, as a client in a series of requests does; the
 * drain (src/process/drain.ts) must answer that request, with `Connection: close`, and only then close.
 * Exact outcome, no tolerance. Before the grace, the answered connection was destroyed as soon as
 * closing began, and this second request failed (ECONNRESET, or ECONNREFUSED on the closed port).
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import Fastify from 'fastify';
import { drainOnClose } from '../../src/process/drain.js';

const connections = (server: Server) =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

function get(
  port: number,
  agent: Agent,
): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/healthz', agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test('closing: a request sent on an answered keep-alive connection is answered, with Connection: close', async () => {
  const app = Fastify({ return503OnClosing: false });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.ready();
  const drain = drainOnClose(app.server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(port, agent);
    assert.deepEqual(first, { status: 200, connection: 'keep-alive' });
    // Closing begins (as src/process/serve.ts does it), and the client sends its next request at once, on
    // the connection it holds.
    await drain.quiet();
    const closed = app.close();
    const second = await get(port, agent);
    assert.deepEqual(second, { status: 200, connection: 'close' });
    // Then the server closes: close() resolves once that connection too is closed, after its grace
    // (ANSWERED_GRACE_MS); a connection kept open would keep it waiting. An order of events, not a
    // wall-clock bound (issue 37 §9).
    await closed;
    assert.equal(await connections(app.server), 0);
  } finally {
    agent.destroy();
  }
});
