/**
 * Response compression (issue 11 §5): brotli or gzip when the client's Accept-Encoding allows, for
 * bodies of at least COMPRESSION_THRESHOLD bytes (a 422 or /ping is not worth the CPU). Brotli runs
 * at quality 4: bench/serving.ts measures its cost next to gzip's on the 79 KB birth chart, where
 * quality 11 would cost more than the chart itself. Compression runs in zlib's thread pool (streams),
 * not on the event loop.
 */

import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this are sent as they are. */
export const COMPRESSION_THRESHOLD = 1024;
/** Brotli quality: 4 is near gzip's CPU cost with a smaller body. */
export const BROTLI_QUALITY = 4;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
}
