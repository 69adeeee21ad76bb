/**
 * Headers over Node's 16 KB limit (issue 37 §4). Authority: RFC 6585 §5 (431), RFC 9112 §9.6 (a
 * server that closes a connection after a response says `Connection: close` in it), RFC 9110 §9.3.2
 * (a response to HEAD has no content). Before: the 431 came without `Connection: close` and the
 * socket was destroyed at once, so a keep-alive client kept it for its next request and met
 * ECONNRESET; a HEAD got the JSON body too. The real server listens on a loopback port.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { OPEN_PLATFORM } from '../../src/http/open-platform.js';
import { buildServer } from '../../src/http/server.js';
import { testCompute } from '../helpers/compute.js';

const BIG = 'a'.repeat(17 * 1024);
let app: FastifyInstance;
let port: number;

before(async () => {
  app = await buildServer({ compute: testCompute(), platform: OPEN_PLATFORM });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
after(() => app.close());

/** Everything the server sends on one connection for one raw request, and how the connection ended. */
async function raw(method: string): Promise<{ text: string; ended: 'end' | string }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let text = '';
  let ended = 'end';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
  });
  socket.on('error', (error: NodeJS.ErrnoException) => {
    ended = error.code ?? 'error';
  });
  socket.write(`${method} /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${BIG}\r\n\r\n`);
  await once(socket, 'close');
  return { text, ended };
}

test('a GET with 17 KB of headers: 431 with Connection: close and an error body, then a clean close', async () => {
  const { text, ended } = await raw('GET');
  const [head = '', body] = text.split('\r\n\r\n');
  assert.match(head, /^HTTP\/1\.1 431 /);
  assert.match(head, /\r\nConnection: close\r\n/i);
  assert.deepEqual(JSON.parse(body ?? ''), {
    detail: 'Request headers too large: at most 16 KB of headers.',
    code: 'headers_too_large',
  });
  assert.equal(ended, 'end', 'closed after the answer, not reset');
});

test('a HEAD with 17 KB of headers: 431 with Connection: close and no body', async () => {
  const { text, ended } = await raw('HEAD');
  assert.match(text, /^HTTP\/1\.1 431 /);
  assert.match(text, /\r\nConnection: close\r\n/i);
  assert.ok(
    text.endsWith('\r\n\r\n'),
    `nothing after the head: ${JSON.stringify(text.slice(-80))}`,
  );
  assert.equal(ended, 'end');
});

test('a keep-alive client: the 431 retires its connection, and its next request is answered', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (headers: Record<string, string> = {}) =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path: '/healthz', agent, headers }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  try {
    for (let round = 0; round < 5; round++) {
      assert.deepEqual(await get(), { status: 200, connection: 'keep-alive' });
      assert.deepEqual(await get({ 'x-big': BIG }), { status: 431, connection: 'close' });
    }
    assert.deepEqual(await get(), { status: 200, connection: 'keep-alive' });
  } finally {
    agent.destroy();
  }
});
