/**
 * Response compression (issue 11 §5): brotli or gzip when the client's Accept-Encoding allows (RFC 9110
 * §12.5.3, q-values honoured, brotli preferred), for bodies of at least COMPRESSION_THRESHOLD bytes
 * (a 422 or /ping is not worth the CPU) and of a textual type.
 *
 * One synchronous zlib call per response, and the compressed body goes out with its Content-Length.
 * Measured on two cores (bench/serving.ts, wrk, 50 connections, brotli): zlib's asynchronous calls
 * answered 381 birth charts a second at p50 125 ms, this 924 at p50 51 ms. The asynchronous path
 * hands the work to libuv's pool and comes back through the event loop at least twice a response,
 * and under load each turn of the loop is a batch of charts; the CPU is the same either way (0.5 ms
 * a birth chart, about half of what the chart itself costs), and the chart is computed on the
 * loop too. @fastify/compress's stream pipeline, before that, sent the same bytes chunked and halved
 * the throughput.
 * Brotli runs at quality 4: about gzip's size at a fraction of quality 11's cost (bench/serving.ts
 * prints all three on the 99 KB birth chart). Streams (the /source tarball) are left as they are.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Bodies smaller than this are sent as they are. */
export const COMPRESSION_THRESHOLD = 1024;
/** Brotli quality: 4 is near gzip's CPU cost with a smaller body. */
export const BROTLI_QUALITY = 4;

const TEXTUAL = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

type Coding = 'br' | 'gzip';

/** The coding to use for an Accept-Encoding header, or null for identity. */
export function negotiateEncoding(header: string | undefined): Coding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: Coding) => q.get(coding) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) {
    reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
  }
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
    if (!TEXTUAL.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESSION_THRESHOLD) return payload;
    addVary(reply);
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    if (coding === null) return payload;
    const body =
      coding === 'br'
        ? brotliCompressSync(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : gzipSync(payload, { level: 6 });
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return body;
  });
}
