/**
 * The answer to a request Node's HTTP parser refused before Fastify saw it (issue 37 §4): headers over
 * Node's 16 KB limit (431), a request not received whole in time (408), anything malformed (400).
 * Fastify's default handler answered without `Connection: close`, destroyed the socket at once (a
 * reset, which could discard the answer before the client read it, while a keep-alive client thought
 * the connection reusable and met ECONNRESET on its next request) and sent a body to a HEAD.
 *
 * Here: an error body like every other (`{ detail, code }`), with
 * `Connection: close` (RFC 9112 §9.6), then the connection is ended after the answer. The parser
 * still reads (and refuses) what the client sends meanwhile, so the close is not a reset; a client
 * that never closes its side is cut off after LINGER_MS. Nothing is written when an answer has
 * already begun on that connection (a keep-alive response in flight), as Node's own handler does.
 * A HEAD is answered without a body (RFC 9110 §9.3.2). The parser gives no method when it fails, only
 * the chunk it failed on, which holds the request line only if the head came in one piece; so the
 * body is sent only when that line shows a method other than HEAD, and otherwise left out.
 */
import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './errors.js';

/** How long a refused connection may stay open for its client to read the answer and close. */
export const LINGER_MS = 2_000;

/** The error code of each status (src/http/errors.ts has their details). */
const CODES = { 400: 'bad_request', 408: 'request_timeout', 431: 'headers_too_large' } as const;

/** The status for a parser error: 431, 408 or 400. */
export function clientErrorStatus(code: string | undefined): 400 | 408 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

const answered = new WeakSet<Socket>();

/** The method of a request line at the start of `chunk`, or null when it does not start with one. */
function methodOf(chunk: unknown): string | null {
  if (!Buffer.isBuffer(chunk)) return null;
  const line = /^([A-Z]+) \S+ HTTP\/1\.[01]\r?\n/.exec(chunk.subarray(0, 8192).toString('latin1'));
  return line?.[1] ?? null;
}

/** Fastify's `clientErrorHandler`: answers once per connection, then ends it. */
export function answerClientError(
  error: { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  // A reset connection is gone; a refused one keeps erring while the parser reads what follows.
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const status = clientErrorStatus(error.code);
    const body = JSON.stringify(errorBody(CODES[status]));
    const method = methodOf(error.rawPacket);
    const withBody = method !== null && method !== 'HEAD';
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${withBody ? Buffer.byteLength(body) : 0}\r\n\r\n${withBody ? body : ''}`,
    );
  } else {
    socket.end();
  }
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}
